'use client'

import { Pill } from '@payloadcms/ui'

export type Tone = 'success' | 'warning' | 'error' | 'light' | 'light-gray'

/**
 * A status badge in Payload's pill style; `error` is the destructive one (cancelled), `light`
 * Payload's plain pill for a state that asks nothing yet (unpaid).
 */
export const StatusPill = ({ tone, children }: { tone: Tone; children: string }) => (
  <Pill pillStyle={tone} size="small" className="dash-status">
    {children}
  </Pill>
)
