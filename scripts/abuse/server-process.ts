/**
 * The Node process that actually serves a port, and what it holds. `npm start` is a tsx
 * wrapper around a child that listens, so the PID a launcher knows is not the one whose file
 * descriptors or command line matter; the listening socket's owner is.
 */
import { readFile, readdir, readlink } from 'node:fs/promises'

const LISTEN = '0A'

/** Inodes of the sockets listening on this TCP port (IPv4 and IPv6). */
const listeningInodes = async (port: number): Promise<Set<string>> => {
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await readFile(table, 'utf8').catch(() => '')
    for (const line of text.split('\n').slice(1)) {
      const cells = line.trim().split(/\s+/)
      if (cells.length < 10 || cells[3] !== LISTEN) continue
      if (parseInt(cells[1].split(':')[1], 16) === port) inodes.add(cells[9])
    }
  }
  return inodes
}

/** The PID that holds the port's listening socket, or null when none does. */
export const listeningPid = async (port: number): Promise<number | null> => {
  const inodes = await listeningInodes(port)
  if (!inodes.size) return null
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const fds = await readdir(`/proc/${entry}/fd`).catch(() => [])
    for (const fd of fds) {
      const target = await readlink(`/proc/${entry}/fd/${fd}`).catch(() => '')
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1]
      if (inode && inodes.has(inode)) return Number(entry)
    }
  }
  return null
}

export const isAlive = async (pid: number): Promise<boolean> => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '')
  return status !== '' && !/^State:\s+Z/m.test(status)
}

export const openFiles = async (pid: number): Promise<number> =>
  (await readdir(`/proc/${pid}/fd`).catch(() => [])).length

/** The server's --max-old-space-size in MiB, or null when it runs with V8's default. */
export const heapLimitMb = async (pid: number): Promise<number | null> => {
  const args = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0')
  const flag = args.map((arg) => /^--max-old-space-size=(\d+)$/.exec(arg)).find(Boolean)
  return flag ? Number(flag[1]) : null
}

/** The soft limit on open files of this process (what `ulimit -n` shows). */
export const ownFileLimit = async (): Promise<number> => {
  const limits = await readFile('/proc/self/limits', 'utf8').catch(() => '')
  const soft = /^Max open files\s+(\d+|unlimited)/m.exec(limits)?.[1]
  return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft)
}
