/**
 * How much of the machine's processors the benchmark's own processes (the servers and the
 * database it started) used over a stretch of time, from Linux /proc: other work on a shared
 * host is not counted.
 */
import { availableParallelism } from 'node:os'
import { readFile } from 'node:fs/promises'

import { processTree } from '../lib/process-tree'

// Linux counts process CPU time in clock ticks of 1/100 s (USER_HZ).
const TICKS_PER_SECOND = 100

/** CPU seconds (user and system) used so far by the benchmark's child processes and theirs. */
const childrenCpuSeconds = async (): Promise<number> => {
  let ticks = 0
  for (const pid of (await processTree(process.pid)).slice(1)) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
    // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0)
  }
  return ticks / TICKS_PER_SECOND
}

/**
 * Starts counting; the returned function answers the share (0–1) of all cores those
 * processes kept busy since. A process that ended meanwhile drops out of the count.
 */
export const busyShareSince = async (): Promise<() => Promise<number>> => {
  const started = performance.now()
  const before = await childrenCpuSeconds()
  return async () => {
    const seconds = (performance.now() - started) / 1000
    const used = (await childrenCpuSeconds()) - before
    return seconds > 0 ? Math.max(0, used) / (seconds * availableParallelism()) : 0
  }
}
