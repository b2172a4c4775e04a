import { describe, expect, it } from 'vitest'

import { SLIP_MAX_BYTES } from '@/lib/payments/slip-size'
import {
  slipProblem,
  SLIP_MISSING,
  SLIP_TOO_LARGE,
  SLIP_WRONG_TYPE,
} from '@/lib/payments/slip-file'

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
])
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n')

describe('a bank slip file', () => {
  it('is taken as a PDF, JPEG or PNG by its content', async () => {
    expect((await slipProblem(PDF)).type?.ext).toBe('pdf')
    expect((await slipProblem(JPEG)).type?.ext).toBe('jpg')
    expect((await slipProblem(PNG)).type?.ext).toBe('png')
  })

  it('is refused when missing, too large, or anything else, with the message to show', async () => {
    expect((await slipProblem(null)).message).toBe(SLIP_MISSING)
    expect((await slipProblem(new Uint8Array())).message).toBe(SLIP_MISSING)
    const big = new Uint8Array(SLIP_MAX_BYTES + 1)
    big.set(PDF)
    expect((await slipProblem(big)).message).toBe(SLIP_TOO_LARGE)
    const html = new TextEncoder().encode('<svg onload="alert(1)"></svg>')
    expect((await slipProblem(html)).message).toBe(SLIP_WRONG_TYPE)
    const gif = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000')
    expect((await slipProblem(gif)).message).toBe(SLIP_WRONG_TYPE)
  })
})
