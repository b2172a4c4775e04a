/** Bytes of every file under a folder (0 when it does not exist yet): disk growth is a difference. */
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'

export const folderBytes = async (folder: string): Promise<number> => {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => [])
  let total = 0
  for (const entry of entries) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) total += await folderBytes(full)
    else total += (await stat(full).catch(() => ({ size: 0 }))).size
  }
  return total
}
