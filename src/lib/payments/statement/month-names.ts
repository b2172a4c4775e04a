// "Ogo" is the three-letter Ogos some exports cut to.
const NAMES: readonly (readonly string[])[] = [
  ['jan', 'january', 'januari'],
  ['feb', 'february', 'februari'],
  ['mar', 'march', 'mac'],
  ['apr', 'april'],
  ['may', 'mei'],
  ['jun', 'june'],
  ['jul', 'july', 'julai'],
  ['aug', 'august', 'ogo', 'ogos'],
  ['sep', 'sept', 'september'],
  ['oct', 'october', 'okt', 'oktober'],
  ['nov', 'november'],
  ['dec', 'december', 'dis', 'disember'],
]

const MONTHS = new Map(
  NAMES.flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
)

export const monthOfName = (name: string): number | null =>
  MONTHS.get(name.toLowerCase().replace(/\.$/, '')) ?? null
