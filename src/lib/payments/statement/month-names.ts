// English and Malay month names, long and short, as Malaysian banks print them. "Ogo" is the
// three-letter Ogos some exports cut to; "Sept" is the four-letter English September.
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

/** The month (1 to 12) a name stands for, in English or Malay, any case; null for other words. */
export const monthOfName = (name: string): number | null =>
  MONTHS.get(name.toLowerCase().replace(/\.$/, '')) ?? null
