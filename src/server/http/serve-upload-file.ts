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

/**
 * An upload collection's file route (GET /api/{collection}/file/{filename}) for local disk
 * and S3 alike, as the collection's first upload handler, after Payload's read access check.
 * A name that is not one of its files answers 404: Payload's own fallback answered 500 for a
 * file missing from the disk, whatever name a client made up.
 */
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
