/**
 * Signs of trouble in the server's output that answers alone would not show: an exception
 * nobody caught (the pitfall seen on this stack: `uncaughtException: terminating connection
 * due to administrator command`) or a rejection nobody handled.
 */
import { readFile } from 'node:fs/promises'

const PATTERNS = {
  uncaughtException: /uncaughtException/i,
  unhandledRejection: /unhandledRejection/i,
}

export const crashSigns = async (logFile: string): Promise<Record<string, number>> => {
  const lines = (await readFile(logFile, 'utf8')).split('\n')
  return Object.fromEntries(
    Object.entries(PATTERNS).map(([name, pattern]) => [
      name,
      lines.filter((line) => pattern.test(line)).length,
    ]),
  )
}
