export const editionPath = (slug: string): string => `/registration/${encodeURIComponent(slug)}`

export const editionCalendarPath = (slug: string): string =>
  `/calendar/${encodeURIComponent(slug)}.ics`

export const slugOfCalendarFile = (file: string): string | null => {
  const match = /^([a-z0-9-]{1,80})\.ics$/.exec(file)
  return match ? match[1] : null
}
