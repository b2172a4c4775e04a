'use client'

import { Button } from '@payloadcms/ui'
import type { ComponentProps } from 'react'

/**
 * A button for what cannot be undone (delete, erase). Payload's "error" style gives it no
 * colours of its own, so the dashboard's stylesheet adds them through its class.
 */
export const DangerButton = (
  props: Omit<ComponentProps<typeof Button>, 'buttonStyle' | 'className' | 'margin'>,
) => <Button buttonStyle="error" className="dash-button-danger" margin={false} {...props} />
