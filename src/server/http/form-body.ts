import { isMultipart } from '@/lib/http/multipart'

export const UNREADABLE_FORM_BODY = 'The form could not be read.'

/**
 * A multipart write body that is not a whole form (cut short, a broken boundary) answers 400
 * before Payload parses it: its parser threw, which Payload answered with a 500. The body's
 * length is bounded by then (body-size.ts), and the handler reads the request's own copy.
 */
export const refuseUnreadableForm = async (request: Request): Promise<Response | null> => {
  if (!request.body || !isMultipart(request)) return null
  try {
    await request.clone().formData()
    return null
  } catch {
    return Response.json({ errors: [{ message: UNREADABLE_FORM_BODY }] }, { status: 400 })
  }
}
