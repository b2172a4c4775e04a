import { canonicalJson } from './canonical-json'

/**
 * What the audit log keeps of a change to settings that decide where personal data, e-mails
 * or payments go: which settings changed, and their values before and after. Array rows lose
 * their ids (a row saved again with the same values is no change); only the named sub-fields
 * of a row are kept when the spec names them (a template's recipients, not its wording).
 */

/** A setting's name, or an array's name with the row fields that count. */
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

/** The settings named by `spec`, as the audit log stores them. */
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

/** The settings that differ, with their values before and after; null when none does. */
export const changedSettings = (before: Settings, after: Settings): SettingsChange | null => {
  const fields = Object.keys(after).filter((name) => !same(before[name], after[name]))
  if (fields.length === 0) return null
  return {
    fields,
    before: Object.fromEntries(fields.map((name) => [name, before[name] ?? null])),
    after: Object.fromEntries(fields.map((name) => [name, after[name] ?? null])),
  }
}
