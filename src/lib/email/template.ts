// HTML values are escaped (a visitor's `<script>` arrives as text); subjects lose line breaks,
// which would start new mail headers. Unknown placeholders stay visible so a typo shows.

export type TemplateValues = Record<string, string | number | null | undefined>

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_.-]+)\s*\}\}/g

export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')

const fill = (
  template: string,
  values: TemplateValues,
  format: (value: string, key: string) => string,
) =>
  template.replace(PLACEHOLDER, (token, key: string) => {
    if (!Object.hasOwn(values, key)) return token
    const value = values[key]
    return format(value === null || value === undefined ? '' : String(value), key)
  })

const isLinkPlaceholder = (key: string) => /Url$/.test(key)

// Anchored on host and path: the signed query is longer than a phone is wide.
const linkHtml = (url: string): string => {
  let shown = url
  try {
    const parsed = new URL(url)
    shown = `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`
  } catch {
    return escapeHtml(url)
  }
  return `<a href="${escapeHtml(url)}" style="color:#1d4ed8;text-decoration:underline;">${escapeHtml(shown)}</a>`
}

export const fillHtmlTemplate = (template: string, values: TemplateValues): string =>
  fill(template, values, (value, key) =>
    isLinkPlaceholder(key) && /^https?:\/\/\S+$/.test(value)
      ? linkHtml(value)
      : escapeHtml(value).replace(/\r?\n/g, '<br />'),
  )

export const fillTextTemplate = (template: string, values: TemplateValues): string =>
  fill(template, values, (value) => value)

export const fillSubjectTemplate = (template: string, values: TemplateValues): string =>
  fill(template, values, (value) => value)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim()

export const fillAddressList = (
  template: string | null | undefined,
  values: TemplateValues,
): string[] =>
  fillSubjectTemplate(template ?? '', values)
    .split(/[,;]/)
    .map((address) => address.trim())
    .filter((address) => /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address))
