/**
 * The production server's V8 heap limit in megabytes: SERVER_HEAP_MB, or 40% of the memory
 * the server may use (the container's cgroup limit, else the machine's), between 256 and
 * 1024. V8 otherwise grows its heap lazily towards a quarter or more of the machine's memory
 * and keeps it, so a busy server on a small host would swap or be killed for memory it does
 * not need. `npm start` passes it as --max-old-space-size; the Docker image runs this file
 * (`node server-heap.mjs` prints the number).
 */
import { readFileSync } from 'node:fs'
import { totalmem } from 'node:os'
import { fileURLToPath } from 'node:url'

const MB = 1024 * 1024

/** The cgroup's memory limit in bytes (v2, then v1), or null when there is none. */
const cgroupLimit = () => {
  for (const file of ['/sys/fs/cgroup/memory.max', '/sys/fs/cgroup/memory/memory.limit_in_bytes']) {
    try {
      const text = readFileSync(file, 'utf8').trim()
      // "max" (v2) or a figure near 2^63 (v1) both mean no limit.
      if (/^\d+$/.test(text) && Number(text) < 2 ** 60) return Number(text)
    } catch {
      // Not this cgroup version, or not Linux.
    }
  }
  return null
}

/** @param {Record<string, string | undefined>} env @param {number} memoryBytes */
export const serverHeapMb = (env = process.env, memoryBytes = availableMemory()) => {
  const setting = Number(env.SERVER_HEAP_MB)
  if (env.SERVER_HEAP_MB?.trim() && Number.isInteger(setting) && setting >= 128) return setting
  return Math.min(1024, Math.max(256, Math.floor((memoryBytes * 0.4) / MB)))
}

export const availableMemory = () => Math.min(totalmem(), cgroupLimit() ?? Infinity)

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(serverHeapMb())
}
