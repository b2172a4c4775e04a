import { decodeWindows1252 } from './windows-1252'

export type StatementEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be'

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  prefix.every((byte, index) => bytes[index] === byte)

// Excel's "Unicode text" is UTF-16 with a byte order mark; a file without one still shows its
// byte order in the zero high bytes of its ASCII characters.
const utf16WithoutMark = (bytes: Uint8Array): StatementEncoding | null => {
  const sample = bytes.subarray(0, 1024)
  let evenZeros = 0
  let oddZeros = 0
  for (let index = 0; index < sample.length; index++) {
    if (sample[index] !== 0) continue
    if (index % 2 === 0) evenZeros++
    else oddZeros++
  }
  const pairs = Math.floor(sample.length / 2)
  if (pairs < 2) return null
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return 'utf-16le'
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return 'utf-16be'
  return null
}

const encodingOf = (bytes: Uint8Array): StatementEncoding => {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return 'utf-8'
  if (startsWith(bytes, [0xff, 0xfe])) return 'utf-16le'
  if (startsWith(bytes, [0xfe, 0xff])) return 'utf-16be'
  const utf16 = utf16WithoutMark(bytes)
  if (utf16) return utf16
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return 'utf-8'
  } catch {
    // Exports that are not UTF-8 are Windows-1252 (Excel's "CSV" on Windows), whose every byte
    // decodes.
    return 'windows-1252'
  }
}

export const decodeStatementText = (
  bytes: Uint8Array,
): { text: string; encoding: StatementEncoding } => {
  const encoding = encodingOf(bytes)
  const text =
    encoding === 'windows-1252' ? decodeWindows1252(bytes) : new TextDecoder(encoding).decode(bytes)
  return { text: text.replace(/^\uFEFF/, ''), encoding }
}
