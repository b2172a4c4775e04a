/**
 * What a page's HTML is made of: React's flight data (the `self.__next_f.push(...)` inline
 * scripts Next writes for the browser to hydrate from) and the rest, the markup a visitor
 * sees before any script runs. Framework-free, so the benchmark and the page-budget test
 * read a page the same way.
 */

/**
 * What a public page's HTML may weigh, uncompressed: each page sends its markup twice (the
 * HTML, and the flight data React hydrates from), so the budget bounds what a phone parses
 * and hydrates before its first control works, not only what it downloads.
 */
export const HTML_BUDGET_BYTES = 100_000

const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g

export type PageWeight = {
  /** The whole HTML document, uncompressed, in bytes. */
  htmlBytes: number
  /** The flight-data scripts as sent (escaped inside the HTML), in bytes. */
  flightBytes: number
}

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8')

export const pageWeight = (html: string): PageWeight => {
  let flightBytes = 0
  for (const match of html.matchAll(FLIGHT_SCRIPT)) flightBytes += byteLength(match[0])
  return { htmlBytes: byteLength(html), flightBytes }
}

/** The flight data itself, decoded from its scripts, as React reads it. */
export const flightText = (html: string): string =>
  [...html.matchAll(FLIGHT_SCRIPT)]
    .map((match) => JSON.parse(match[1]) as unknown[])
    .map((chunk) => (chunk[0] === 1 && typeof chunk[1] === 'string' ? chunk[1] : ''))
    .join('')

/**
 * The client components a page hydrates, by their export names, from the flight data's
 * client references (`I[module, chunks, "Name"]`; a name React wrote once as its own row is
 * a `$` reference to it). A default export is named `default`.
 */
export const clientComponents = (flight: string): string[] => {
  const strings = new Map<string, string>()
  for (const match of flight.matchAll(/^([0-9a-f]+):"([^"]*)"$/gm)) strings.set(match[1], match[2])
  const names = new Set<string>()
  for (const match of flight.matchAll(/^[0-9a-f]+:I\[\d+,\[[^\]]*\],"([^"]*)"/gm)) {
    const name = match[1].startsWith('$') ? (strings.get(match[1].slice(1)) ?? match[1]) : match[1]
    names.add(name || 'default')
  }
  return [...names]
}
