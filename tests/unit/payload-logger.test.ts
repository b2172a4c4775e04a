import { describe, expect, it } from 'vitest'

import { quietMalformedValues } from '@/server/logging/payload-logger'

const ERROR = 50
const WARN = 40

// What the logger receives for each level's call: the level's own method, or info instead.
const logWith = (level: number, args: unknown[]) => {
  const lines: Array<{ as: 'info' | 'own'; args: unknown[] }> = []
  const logger = { info: (...infoArgs: unknown[]) => lines.push({ as: 'info', args: infoArgs }) }
  quietMalformedValues.call(
    logger,
    args,
    (...own: unknown[]) => lines.push({ as: 'own', args: own }),
    level,
  )
  return lines
}

const queryError = (code: string) =>
  new Error('Failed query: select … params: 2147483648', {
    cause: Object.assign(new Error('value "2147483648" is out of range for type integer'), {
      code,
    }),
  })

describe('quietMalformedValues', () => {
  it('turns a failed query on a value PostgreSQL cannot read into one short info line', () => {
    const lines = logWith(ERROR, [{ err: queryError('22003') }])
    expect(lines).toHaveLength(1)
    expect(lines[0].as).toBe('info')
    const [line] = lines[0].args as Array<Record<string, unknown>>
    expect(line).toEqual({ msg: expect.stringContaining('Not Found') })
    expect(JSON.stringify(line)).not.toContain('select')
  })

  it('keeps every other error as it was, details and all', () => {
    const err = queryError('23505')
    expect(logWith(ERROR, [{ err }])).toEqual([{ as: 'own', args: [{ err }] }])
    const lost = new Error('Connection terminated unexpectedly')
    expect(logWith(ERROR, [{ err: lost }])).toEqual([{ as: 'own', args: [{ err: lost }] }])
  })

  it('leaves lines below error level and plain messages alone', () => {
    const err = queryError('22P02')
    expect(logWith(WARN, [{ err }])).toEqual([{ as: 'own', args: [{ err }] }])
    expect(logWith(ERROR, ['Seeded site-v1.'])).toEqual([{ as: 'own', args: ['Seeded site-v1.'] }])
  })
})
