import { describe, expect, it } from 'vitest'

import {
  findReferenceLikeText,
  findReferences,
  isPaymentReference,
  normaliseReference,
  parsePaymentReference,
  referenceFinder,
} from '@/lib/payments/payment-reference'

const KNOWN = ['ASL-2026-0042', 'ASL-2026-0043', 'LDP-2026-0007']

describe('normaliseReference', () => {
  it('uppercases and strips spaces, dashes, underscores, slashes and dots', () => {
    expect(normaliseReference('asl-2026-0042')).toBe('ASL20260042')
    expect(normaliseReference(' ASL 2026/0042 ')).toBe('ASL20260042')
    expect(normaliseReference('asl_2026.0042')).toBe('ASL20260042')
    expect(normaliseReference('ASL–2026—0042')).toBe('ASL20260042')
  })
})

describe('parsePaymentReference', () => {
  it('splits well-formed references', () => {
    expect(parsePaymentReference('ASL-2026-0042')).toEqual({
      prefix: 'ASL',
      year: '2026',
      sequence: '0042',
    })
    expect(parsePaymentReference('ab12-2026-12345')).toEqual({
      prefix: 'AB12',
      year: '2026',
      sequence: '12345',
    })
  })

  it('rejects other shapes', () => {
    for (const text of [
      'A-2026-0042',
      '1AB-2026-0042',
      'ASL-26-0042',
      'ASL-2026-042',
      'ASL20260042',
    ]) {
      expect(isPaymentReference(text), text).toBe(false)
    }
  })
})

describe('findReferences', () => {
  it('finds a reference as issued', () => {
    expect(findReferences('IBG CREDIT ASL-2026-0042 ACME', KNOWN)).toEqual(['ASL-2026-0042'])
  })

  it('ignores case, spaces and dashes', () => {
    expect(findReferences('duitnow asl 2026 0042', KNOWN)).toEqual(['ASL-2026-0042'])
    expect(findReferences('PAYMENT ASL20260042', KNOWN)).toEqual(['ASL-2026-0042'])
    expect(findReferences('ref: asl_2026/0042.', KNOWN)).toEqual(['ASL-2026-0042'])
  })

  it('finds a reference the bank cut over two description columns', () => {
    expect(findReferences('IBG CREDIT ASL-2026- 0042', KNOWN)).toEqual(['ASL-2026-0042'])
    expect(findReferences('DUITNOW ASL 2026-0042', KNOWN)).toEqual(['ASL-2026-0042'])
  })

  it('does not find a reference inside a longer sequence number', () => {
    expect(findReferences('ASL-2026-00421', KNOWN)).toEqual([])
    expect(findReferences('ASL2026004212', KNOWN)).toEqual([])
  })

  it('never takes a digit after a space for part of the sequence', () => {
    const known = ['ASL-2026-0001', 'ASL-2026-00012']
    expect(findReferences('IBG CREDIT ASL-2026-0001 2 PAX', known)).toEqual(['ASL-2026-0001'])
    expect(findReferences('ASL-2026-0001 12 PAX', known)).toEqual(['ASL-2026-0001'])
    expect(findReferences('ASL-2026-0001-2', known)).toEqual(['ASL-2026-0001'])
  })

  it('reads separators only between the parts', () => {
    const known = ['ASL-2026-0001', 'ASL-2026-00012']
    expect(findReferences('ASL2026 00012', known)).toEqual(['ASL-2026-00012'])
    expect(findReferences('ASL 2026-00012 FEES', known)).toEqual(['ASL-2026-00012'])
    expect(findReferences('ASL-2026-00012', ['ASL-2026-0001'])).toEqual([])
    expect(findReferences('ASL 2026 0001 2', ['ASL-2026-00012'])).toEqual([])
  })

  it('does not find a reference glued onto a longer word', () => {
    expect(findReferences('XASL-2026-0042', KNOWN)).toEqual([])
    expect(findReferences('9ASL-2026-0042', KNOWN)).toEqual([])
  })

  it('finds a reference followed by other numbers after a space', () => {
    expect(findReferences('ASL-2026-0042 1500.00', KNOWN)).toEqual(['ASL-2026-0042'])
    expect(findReferences('ASL-2026-0042/0193847562', KNOWN)).toEqual(['ASL-2026-0042'])
  })

  it('accepts a sequence without its zero padding when that is unambiguous', () => {
    expect(findReferences('TRANSFER ASL-2026-42', KNOWN)).toEqual(['ASL-2026-0042'])
    expect(findReferences('ldp 2026 7 fees', KNOWN)).toEqual(['LDP-2026-0007'])
    expect(findReferences('ASL-2026-00042', KNOWN)).toEqual(['ASL-2026-0042'])
    expect(findReferences('ASL-2026-421', KNOWN)).toEqual([])
  })

  it('refuses an unpadded sequence that two known references share', () => {
    const known = ['ASL-2026-0042', 'ASL-2026-00042']
    expect(findReferences('ASL-2026-42', known)).toEqual([])
    // Spelled exactly, each is still found.
    expect(findReferences('ASL-2026-0042', known)).toEqual(['ASL-2026-0042'])
    expect(findReferences('ASL-2026-00042', known)).toEqual(['ASL-2026-00042'])
  })

  it('does not read a longer prefix as a shorter one', () => {
    const known = ['ASL-2026-0042', 'MASL-2026-0042']
    expect(findReferences('MASL-2026-0042', known)).toEqual(['MASL-2026-0042'])
    expect(findReferences('ASL-2026-0042', known)).toEqual(['ASL-2026-0042'])
  })

  it('returns every reference once, in the order they appear', () => {
    expect(
      findReferences('LDP-2026-0007 ASL 2026 0043, asl-2026-0042 ASL-2026-0043', KNOWN),
    ).toEqual(['LDP-2026-0007', 'ASL-2026-0043', 'ASL-2026-0042'])
  })

  it('spells the result as the known reference, and tolerates duplicates in the list', () => {
    expect(findReferences('asl-2026-0042', ['asl-2026-0042', 'ASL-2026-0042'])).toHaveLength(1)
  })

  it('finds nothing in an unrelated description', () => {
    expect(findReferences('SALARY MARCH 2026 0042', KNOWN)).toEqual([])
    expect(findReferences('', KNOWN)).toEqual([])
    expect(findReferences('ASL-2026-0042', [])).toEqual([])
  })
})

describe('findReferenceLikeText', () => {
  it('finds references of the prefixes in use, however typed', () => {
    expect(findReferenceLikeText('IBG asl 2026 99 and ASL-2025-0042', ['ASL'])).toEqual([
      'ASL-2026-99',
      'ASL-2025-0042',
    ])
    expect(findReferenceLikeText('MASL-2026-0042', ['ASL'])).toEqual([])
  })

  it('finds only canonical references when no prefix is given', () => {
    expect(findReferenceLikeText('XYZ-2026-0001 and abc 2026 0002')).toEqual(['XYZ-2026-0001'])
  })
})

describe('referenceFinder', () => {
  it('says which reference-shaped text is no known reference under any padding', () => {
    const finder = referenceFinder(KNOWN)
    expect(finder.unknown('ASL-2026-0099 ASL 2026 42 asl-2026-00043')).toEqual(['ASL-2026-0099'])
    expect(finder.named('ASL-2026-0099 ASL 2026 42')).toEqual(['ASL-2026-0042'])
  })
})
