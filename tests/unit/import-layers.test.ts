import { describe, expect, it } from 'vitest'

import { importsOf, localTarget, readSource, sourceFilesUnder } from './helpers/source-files'

const importsInto = (files: string[], layers: string[]) =>
  files.flatMap((file) =>
    importsOf(readSource(file))
      .filter((specifier) => {
        const target = localTarget(file, specifier)
        return target !== null && layers.some((layer) => target.startsWith(`${layer}/`))
      })
      .map((specifier) => `${file} imports ${specifier}`),
  )

/**
 * Imports go down the layers: server modules serve collections, hooks, routes and components,
 * so they never reach back up into them; what several layers share lives in src/lib.
 */
describe('import layers', () => {
  it('keep src/server from importing components and collection configs', () => {
    const files = sourceFilesUnder('src/server')
    expect(files.length).toBeGreaterThan(100)
    expect(importsInto(files, ['src/components', 'src/collections', 'src/app'])).toEqual([])
  })

  it('keep server modules and hooks from importing job files', () => {
    const files = [...sourceFilesUnder('src/server'), ...sourceFilesUnder('src/hooks')]
    expect(importsInto(files, ['src/jobs'])).toEqual([])
  })

  it('queue the e-mail job from one function only', () => {
    const naming = sourceFilesUnder('src').filter((file) =>
      /\bSEND_SUBMISSION_EMAILS\b/.test(readSource(file)),
    )
    expect(naming).toEqual([
      'src/jobs/send-submission-emails.ts',
      'src/lib/email/email-job.ts',
      'src/server/email/queue-submission-email.ts',
    ])
  })
})
