import type { PayloadRequest } from 'payload'

import type { StoredFolder } from '@/server/storage/stored-folder'

import { serveStoredFile } from './serve-stored-file'

type UploadFiles = {
  folder: () => StoredFolder
  /** Content type by lower-case extension: the only kinds the collection stores. */
  contentTypes: Record<string, string>
  cacheControl: (req: PayloadRequest) => string
}

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

// The collection's first upload handler, ahead of Payload's fallback, which answers 500 for a file
// missing from disk.
export const uploadFileHandler =
  ({ folder, contentTypes, cacheControl }: UploadFiles) =>
  async (req: PayloadRequest, { params }: { params: { filename: string } }): Promise<Response> => {
    const { filename } = params
    // One file name: nothing that could address another folder or object.
    if (!filename || /[/\\%]/.test(filename) || filename.startsWith('.')) return notFound()
    const contentType = contentTypes[filename.slice(filename.lastIndexOf('.') + 1).toLowerCase()]
    if (!contentType) return notFound()
    const { store, keyOf } = folder()
    return serveStoredFile(
      { method: req.method ?? 'GET', headers: req.headers },
      { files: store, name: keyOf(filename), contentType, cacheControl: cacheControl(req) },
    )
  }
