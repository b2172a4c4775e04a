/** The machine a run measured, printed with its table (figures only compare on the same kind). */
import { execFileSync } from 'node:child_process'
import { availableParallelism, totalmem } from 'node:os'

import { CHROMIUM_PATH } from './chromium'

const chromiumVersion = (): string => {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim()
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
  ].join('\n')
