// RFC 5545: CRLF line ends, text escaped (§3.3.11), lines folded at 75 octets (§3.1), times in UTC.
export type CalendarEvent = {
  uid: string
  start: Date
  end: Date
  summary: string
  location?: string | null
  description?: string | null
  url?: string | null
  stamp: Date
}

export const escapeIcsText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')

const encoder = new TextEncoder()

// Never inside a character: a Malay or accented letter stays whole.
export const foldIcsLine = (line: string): string => {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // A continuation line's leading space counts towards its 75.
    const limit = parts.length === 0 ? 75 : 74
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export const icsUtcTime = (date: Date): string =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')

export const icsCalendar = (event: CalendarEvent, productId: string): string => {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeIcsText(productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsUtcTime(event.stamp)}`,
    `DTSTART:${icsUtcTime(event.start)}`,
    `DTEND:${icsUtcTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    // A URI value, not text: it is not escaped (§3.3.13).
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`
}
