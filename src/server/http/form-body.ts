import { isMultipart } from '@/lib/http/multipart'

export const UNREADABLE_FORM_BODY = 'The form could not be read.'

// Payload's parser throws (500) on a form cut short. The body is bounded by then (body-size.ts);
// the handler reads the request's own copy.
export const refuseUnreadableForm = async (request: Request): Promise<Response | null> => {
  if (!request.body || !isMultipart(request)) return null
  try {
    await request.clone().formData()
    return null
  } catch {
    return Response.json({ errors: [{ message: UNREADABLE_FORM_BODY }] }, { status: 400 })
  }
}
