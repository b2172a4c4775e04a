import { fileTypeFromBuffer } from 'file-type'

import { SLIP_MAX_BYTES } from './slip-size'

const SLIP_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
} as const

export type SlipType = {
  mime: keyof typeof SLIP_TYPES
  ext: (typeof SLIP_TYPES)[keyof typeof SLIP_TYPES]
}

export const SLIP_TOO_LARGE = 'The file is larger than 5 MB. Please upload a smaller copy.'
export const SLIP_WRONG_TYPE = 'Please upload the bank slip as a PDF, JPEG or PNG file.'
export const SLIP_MISSING = 'Please choose the bank slip to upload.'

const isSlipMime = (mime: string): mime is SlipType['mime'] => mime in SLIP_TYPES

// Judged by the first bytes, never by the file's name or the browser's claim.
export const detectSlipType = async (bytes: Uint8Array): Promise<SlipType | null> => {
  const type = await fileTypeFromBuffer(bytes)
  if (!type || !isSlipMime(type.mime)) return null
  return { mime: type.mime, ext: SLIP_TYPES[type.mime] }
}

export const slipProblem = async (
  bytes: Uint8Array | null,
): Promise<{ message: string; type: null } | { message: null; type: SlipType }> => {
  if (!bytes || bytes.byteLength === 0) return { message: SLIP_MISSING, type: null }
  if (bytes.byteLength > SLIP_MAX_BYTES) return { message: SLIP_TOO_LARGE, type: null }
  const type = await detectSlipType(bytes)
  return type ? { message: null, type } : { message: SLIP_WRONG_TYPE, type: null }
}
