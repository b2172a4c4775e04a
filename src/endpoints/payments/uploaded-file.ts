import { APIError, type PayloadRequest } from 'payload'

import { isMultipart, MULTIPART_REQUIRED } from '@/lib/http/multipart'

// Read from the request itself: Payload's own multipart parsing keeps only its `_payload` field.
export const readMultipart = async (
  req: PayloadRequest,
): Promise<{
  fields: Record<string, string>
  file: { bytes: Uint8Array; name: string } | null
}> => {
  if (!isMultipart(req) || !req.formData) throw new APIError(MULTIPART_REQUIRED, 415)
  let form: FormData
  try {
    form = await req.formData()
  } catch {
    throw new APIError('The form could not be read.', 400)
  }
  const fields: Record<string, string> = {}
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value
  const upload = form.get('file')
  const file =
    upload instanceof File && upload.size > 0
      ? { bytes: new Uint8Array(await upload.arrayBuffer()), name: upload.name }
      : null
  return { fields, file }
}

export const fieldText = (fields: Record<string, string>, name: string): string | null =>
  fields[name] ?? null
