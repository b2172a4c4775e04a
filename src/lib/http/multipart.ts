export const MULTIPART_REQUIRED = 'Send the form as multipart/form-data.'

export const isMultipart = (request: { headers: Headers }): boolean =>
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
