/* An edition's calendar file, /calendar/{slug}.ics (src/server/workshop/calendar-file.ts). */
import { calendarFile } from '@/server/workshop/calendar-file'

type Context = { params: Promise<{ file: string }> }

export const dynamic = 'force-dynamic'

export const GET = async (_request: Request, { params }: Context) =>
  calendarFile((await params).file)
