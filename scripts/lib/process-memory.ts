/** Resident memory of a server and its child processes, for the benchmarks (Linux /proc). */
import { readFile } from 'node:fs/promises'

import { processTree } from './process-tree'

/** RSS in bytes of a process and all its descendants. */
export const treeRss = async (pid: number): Promise<number> => {
  let total = 0
  for (const member of await processTree(pid)) {
    const status = await readFile(`/proc/${member}/status`, 'utf8').catch(() => '')
    total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024
  }
  return total
}

/** Samples the RSS every 20 ms until the returned function is called; that resolves to the peak. */
export const sampler = (pid: number) => {
  let peak = 0
  let running = true
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await treeRss(pid))
      await new Promise((r) => setTimeout(r, 20))
    }
  })()
  return async () => {
    running = false
    await loop
    return peak
  }
}

export const MiB = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
