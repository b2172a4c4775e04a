/** A process and all its descendants, from Linux /proc. */
import { readFile, readdir } from 'node:fs/promises'

export const processTree = async (pid: number): Promise<number[]> => {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [])
  const children: number[] = []
  for (const task of tasks) {
    const listed = await readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '')
    children.push(...listed.split(' ').filter(Boolean).map(Number))
  }
  const below = await Promise.all(children.map(processTree))
  return [pid, ...below.flat()]
}
