import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { validate } from '@/lib/validation/field-errors'
import { lineDecisionSchema, manualPaymentSchema } from '@/lib/validation/payments'
import { videoUpdateSchema } from '@/lib/validation/video'
import { config } from '@/lib/validation/zod'

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })

describe('zod as the site configures it', () => {
  it('never compiles validators, which the Content-Security-Policy would block', () => {
    expect(config().jitless).toBe(true)
  })

  it('words the problems our schemas give no message for in zod’s English', () => {
    expect(validate(videoUpdateSchema, { isActive: 'yes' })).toEqual({
      ok: false,
      errors: [{ path: 'isActive', message: 'Invalid input: expected boolean, received string' }],
    })
    const payment = { kind: 'payment', amount: 10, paidOn: '2026-01-02' }
    expect(validate(manualPaymentSchema, { ...payment, slip: 1.5 })).toEqual({
      ok: false,
      errors: [{ path: 'slip', message: 'Invalid input: expected int, received number' }],
    })
    expect(validate(lineDecisionSchema, { action: 'other' })).toEqual({
      ok: false,
      errors: [
        {
          path: 'action',
          message: "Invalid discriminator value. Expected 'accept' | 'assign' | 'ignore'",
        },
      ],
    })
  })

  it('keeps classic zod, the larger API, out of the browser’s bundles', () => {
    const classic = /from\s+['"]zod['"]|import\(\s*['"]zod['"]\s*\)/
    const offenders = ['src/components', 'src/lib']
      .flatMap(sourceFiles)
      .filter((file) => classic.test(readFileSync(file, 'utf8')))
    expect(offenders).toEqual([])
  })
})
