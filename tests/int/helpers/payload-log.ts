import type { Payload } from 'payload'

// What Payload's logger writes while `run` runs: its own output stream, read as it is written.
export const loggedDuring = async (payload: Payload, run: () => Promise<void>): Promise<string> => {
  const key = Object.getOwnPropertySymbols(payload.logger).find(
    (symbol) => symbol.description === 'pino.stream',
  )
  const stream = (
    payload.logger as unknown as Record<symbol, { write: (chunk: string) => boolean }>
  )[key!]
  const write = stream.write
  let written = ''
  stream.write = function (this: unknown, chunk: string) {
    written += String(chunk)
    return write.call(this, chunk)
  }
  try {
    await run()
  } finally {
    stream.write = write
  }
  return written
}
