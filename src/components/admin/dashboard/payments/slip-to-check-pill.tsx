'use client'

import { StatusPill } from '../ui/status-pill'

/** "Slip to check": a bank slip arrived and no payment was recorded since. */
export const SlipToCheckPill = () => <StatusPill tone="warning">Slip to check</StatusPill>
