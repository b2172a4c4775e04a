/** The machine a run measured, printed with its table (figures only compare on the same kind). */
import { execFileSync } from 'node:child_process'
import { availableParallelism, loadavg, totalmem } from 'node:os'

import { CHROMIUM_PATH } from '../lib/chromium-settings'

const chromiumVersion = (): string => {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return `unknown (${CHROMIUM_PATH} did not answer --version)`
  }
}

export const describeMachine = (): string =>
  [
    `CPU cores: ${availableParallelism()}`,
    `Memory: ${(totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    `Node.js: ${process.version}`,
    `Chromium: ${chromiumVersion()}`,
    // Other work on the machine slows every figure; a load near the core count means a noisy run.
    `Load average (1, 5, 15 min): ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  ].join('\n')
