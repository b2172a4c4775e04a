'use client'

import { Pill } from '@payloadcms/ui'

type Tone = 'success' | 'warning' | 'error' | 'light-gray'

/** A status badge in Payload's pill style; `error` is the destructive one (cancelled). */
export const StatusPill = ({ tone, children }: { tone: Tone; children: string }) => (
  <Pill pillStyle={tone} size="small" className="dash-status">
    {children}
  </Pill>
)
