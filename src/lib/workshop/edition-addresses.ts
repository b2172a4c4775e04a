/** An edition's own registration page, which people share and e-mails link to. */
export const editionPath = (slug: string): string => `/registration/${encodeURIComponent(slug)}`

/** Its calendar file, for "add to calendar" on its page and in the confirmation e-mail. */
export const editionCalendarPath = (slug: string): string =>
  `/calendar/${encodeURIComponent(slug)}.ics`

/** The slug of a calendar file's name ('asl-2026-03-10.ics'), or null for any other name. */
export const slugOfCalendarFile = (file: string): string | null => {
  const match = /^([a-z0-9-]{1,80})\.ics$/.exec(file)
  return match ? match[1] : null
}
