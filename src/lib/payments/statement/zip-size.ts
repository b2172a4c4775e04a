const END_OF_DIRECTORY = 0x06054b50
const DIRECTORY_ENTRY = 0x02014b50
// The end record is 22 bytes, followed by a comment of at most 65,535.
const END_SEARCH = 22 + 0xffff

// From the central directory, so what an archive declares is checked before anything is
// inflated. Null for ZIP64.
export const declaredUnzippedBytes = (bytes: Uint8Array): number | null => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let end = -1
  for (let at = bytes.byteLength - 22; at >= Math.max(0, bytes.byteLength - END_SEARCH); at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at
      break
    }
  }
  if (end === -1) return null
  const entries = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  let total = 0
  for (let entry = 0; entry < entries; entry++) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null
    const size = view.getUint32(at + 24, true)
    if (size === 0xffffffff) return null
    total += size
    at +=
      46 +
      view.getUint16(at + 28, true) +
      view.getUint16(at + 30, true) +
      view.getUint16(at + 32, true)
  }
  return total
}
