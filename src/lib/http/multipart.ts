export const MULTIPART_REQUIRED = 'Send the form as multipart/form-data.'

/** Whether a request says its body is a multipart form (judged from its headers alone). */
export const isMultipart = (request: { headers: Headers }): boolean =>
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
