import { describe, expect, it } from 'vitest'

import { fillStatistics, resolveFigures } from '@/lib/statistics'

const statistics = [
  { key: 'clients', value: '140+', label: 'Happy Clients' },
  { key: 'cases', value: '280+', label: 'Cases Completed' },
  { key: 'years', value: '10+', label: 'Years Experience' },
]

describe('resolveFigures', () => {
  it('takes values from the one statistics list and labels from the page', () => {
    expect(
      resolveFigures(
        [
          { statistic: 'clients', label: 'Satisfied clients' },
          { statistic: 'sectors', label: 'Key sectors' },
          { statistic: 'years', label: 'Years of experience' },
        ],
        statistics,
        { sectors: '5' },
      ),
    ).toEqual([
      { key: 'clients', value: '140+', label: 'Satisfied clients' },
      { key: 'sectors', value: '5', label: 'Key sectors' },
      { key: 'years', value: '10+', label: 'Years of experience' },
    ])
  })

  it('drops figures whose key matches nothing instead of showing them empty', () => {
    expect(
      resolveFigures(
        [
          { statistic: 'awards', label: 'Awards' },
          { statistic: null, label: 'x' },
        ],
        statistics,
      ),
    ).toEqual([])
  })
})

describe('fillStatistics', () => {
  it('writes the shared figures into an editor’s text and leaves unknown keys visible', () => {
    expect(fillStatistics('{years} years, {clients} clients, {cases} cases', statistics)).toBe(
      '10+ years, 140+ clients, 280+ cases',
    )
    expect(fillStatistics('{awards} awards', statistics)).toBe('{awards} awards')
    expect(fillStatistics('No figures here.', statistics)).toBe('No figures here.')
  })
})
