'use client'

import type { Statistic } from '@/lib/statistics'

// Whole class names, so Tailwind's scanner finds them. On a phone, three figures sit in one
// row of three (two and a lone one looked unfinished); four make two rows of two.
const COLUMNS = [
  'grid-cols-1',
  'grid-cols-1',
  'grid-cols-2',
  'grid-cols-3',
  'grid-cols-2 sm:grid-cols-4',
]

type Props = { figures: Statistic[]; tone?: 'light' | 'dark'; className?: string }

/**
 * Headline figures ('140+ Happy Clients') as a definition list, drawn from the figures in the
 * browser too (its elements and classes outweigh its words).
 */
export function Figures({ figures, tone = 'light', className = '' }: Props) {
  return (
    <dl className={`grid gap-3 sm:gap-4 ${COLUMNS[Math.min(figures.length, 4)]} ${className}`}>
      {figures.map((figure) => (
        <div
          key={figure.key}
          className={`figure ${tone === 'dark' ? 'rounded-xl bg-white/5 ring-1 ring-white/10' : 'panel'}`}
        >
          <dt className={`figure-label ${tone === 'dark' ? 'text-navy-100' : 'text-slate-600'}`}>
            {figure.label}
          </dt>
          <dd className={`figure-value ${tone === 'dark' ? 'text-gold-300' : 'text-navy-900'}`}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
