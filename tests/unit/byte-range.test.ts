import { describe, expect, it } from 'vitest'

import { requestedRange } from '@/lib/video-uploads/byte-range'

describe('requestedRange', () => {
  it('answers one range, an open range and a suffix range', () => {
    expect(requestedRange('bytes=0-99', 1000)).toEqual({
      kind: 'partial',
      range: { start: 0, end: 99 },
    })
    expect(requestedRange('bytes=900-', 1000)).toEqual({
      kind: 'partial',
      range: { start: 900, end: 999 },
    })
    expect(requestedRange('bytes=-10', 1000)).toEqual({
      kind: 'partial',
      range: { start: 990, end: 999 },
    })
  })

  it('sends the whole file without a range or for a malformed one', () => {
    expect(requestedRange(null, 1000)).toEqual({ kind: 'whole' })
    expect(requestedRange('pages=1-2', 1000)).toEqual({ kind: 'whole' })
    // Several ranges: the whole file (allowed by HTTP); overlapping ones merge into one.
    expect(requestedRange('bytes=0-1,5-6', 1000)).toEqual({ kind: 'whole' })
    expect(requestedRange('bytes=0-5,3-9', 1000)).toEqual({
      kind: 'partial',
      range: { start: 0, end: 9 },
    })
  })

  it('refuses a range past the end', () => {
    expect(requestedRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' })
  })
})
