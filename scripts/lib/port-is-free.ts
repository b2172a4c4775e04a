import { createServer } from 'node:net'

/**
 * Resolves when nothing listens on `port`. A script that starts a server and then waits for its
 * address to answer would otherwise find an earlier run's server there and measure it instead.
 */
export const assertPortIsFree = (port: number): Promise<void> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} is in use: stop what listens there (an earlier run that did not finish?) or choose another port`,
            )
          : error,
      ),
    )
    probe.listen(port, () => probe.close(() => resolve()))
  })
