import { ApiError } from '@/lib/dashboard/api-error'

/**
 * Fetches an export the server builds and hands it to the browser as a download under
 * `fileName`. Any refusal (none to export, not allowed) is thrown as an ApiError.
 */
export const downloadExport = async (path: string, fileName: string): Promise<void> => {
  const response = await fetch(path, { credentials: 'include' })
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text())
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser time to start the download before the file's address is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
