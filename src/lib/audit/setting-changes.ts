import { canonicalJson } from './canonical-json'

// Array rows lose their ids (saved again with the same values is no change); only the row fields
// the spec names are kept (a template's recipients, not its wording).

export type SettingsSpec = ReadonlyArray<string | readonly [string, readonly string[]]>

export type Settings = Record<string, unknown>

const withoutIds = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (!value || typeof value !== 'object') return value ?? null
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'id')
      .map(([key, inner]) => [key, withoutIds(inner)]),
  )
}

const rowsOf = (value: unknown, fields: readonly string[]): unknown =>
  Array.isArray(value)
    ? value.map((row: Record<string, unknown> | null) =>
        Object.fromEntries(fields.map((field) => [field, withoutIds(row?.[field])])),
      )
    : null

export const settingsOf = (doc: Settings | null | undefined, spec: SettingsSpec): Settings =>
  Object.fromEntries(
    spec.map((entry) =>
      typeof entry === 'string'
        ? [entry, withoutIds(doc?.[entry])]
        : [entry[0], rowsOf(doc?.[entry[0]], entry[1])],
    ),
  )

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b)

export type SettingsChange = { fields: string[]; before: Settings; after: Settings }

export const changedSettings = (before: Settings, after: Settings): SettingsChange | null => {
  const fields = Object.keys(after).filter((name) => !same(before[name], after[name]))
  if (fields.length === 0) return null
  return {
    fields,
    before: Object.fromEntries(fields.map((name) => [name, before[name] ?? null])),
    after: Object.fromEntries(fields.map((name) => [name, after[name] ?? null])),
  }
}
