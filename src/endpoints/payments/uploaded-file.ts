import { addDataAndFileToRequest, APIError, type PayloadRequest } from 'payload'

/** A multipart request's fields and its one file, as Payload's own routes parse them. */
export const readMultipart = async (
  req: PayloadRequest,
): Promise<{
  fields: Record<string, unknown>
  file: { bytes: Uint8Array; name: string } | null
}> => {
  const type = req.headers.get('content-type') ?? ''
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new APIError('Send the form as multipart/form-data.', 415)
  }
  await addDataAndFileToRequest(req)
  const fields = (req.data && typeof req.data === 'object' ? req.data : {}) as Record<
    string,
    unknown
  >
  const file = req.file ? { bytes: new Uint8Array(req.file.data), name: req.file.name } : null
  return { fields, file }
}

/** A multipart field's text, or null. */
export const fieldText = (fields: Record<string, unknown>, name: string): string | null => {
  const value = fields[name]
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null
}
