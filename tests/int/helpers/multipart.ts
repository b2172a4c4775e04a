/** A form as a browser would send it: its bytes and its content type (with the boundary). */
export const multipart = async (
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Uint8Array },
): Promise<{ rawBody: Uint8Array; headers: Record<string, string> }> => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  if (file)
    form.set(
      'file',
      new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }),
      file.name,
    )
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    rawBody: new Uint8Array(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  }
}
