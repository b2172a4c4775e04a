import { createHash } from 'node:crypto'

// Next's own inline scripts, by their exact form; their payloads must parse whole as JSON, so
// nothing can ride along. Any other inline script is never allowed on a cached page.

const FLIGHT_START = '(self.__next_f=self.__next_f||[]).push([0])'
const FLIGHT_PUSH = /^self\.__next_f\.push\(([\s\S]*)\)$/
const TURBOPACK_BOOTSTRAP =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/

const parsesAs = <T>(json: string, isShape: (value: unknown) => value is T): boolean => {
  try {
    return isShape(JSON.parse(json))
  } catch {
    return false
  }
}

const isFlightChunk = (value: unknown): value is [number, string] =>
  Array.isArray(value) &&
  value.length === 2 &&
  Number.isInteger(value[0]) &&
  (value[0] as number) >= 1 &&
  (value[0] as number) <= 3 &&
  typeof value[1] === 'string'

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const isNextInlineScript = (body: string): boolean => {
  if (body === FLIGHT_START) return true
  const push = FLIGHT_PUSH.exec(body)
  if (push) return parsesAs(push[1], isFlightChunk)
  const bootstrap = TURBOPACK_BOOTSTRAP.exec(body)
  if (bootstrap) return parsesAs(bootstrap[1], isPlainObject)
  return false
}

// Executable inline scripts only: data blocks such as application/ld+json never run.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i

const attribute = (attributes: string, name: string): string | null => {
  const match = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(
    attributes,
  )
  return match ? (match[2] ?? match[3] ?? match[4] ?? '') : null
}

export type InlineScripts = {
  hashes: string[]
  foreign: number
}

export const inlineScriptsOf = (html: string): InlineScripts => {
  const hashes = new Set<string>()
  let foreign = 0
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (attribute(attributes, 'src') !== null) continue
    if (!EXECUTABLE_TYPE.test(attribute(attributes, 'type') ?? '')) continue
    if (!isNextInlineScript(body)) {
      foreign++
      continue
    }
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return { hashes: [...hashes], foreign }
}
