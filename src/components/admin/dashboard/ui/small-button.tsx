'use client'

import { Button } from '@payloadcms/ui'
import type { ComponentProps } from 'react'

/** Payload's small button without its outer margin: the size rows and toolbars set side by side. */
export const SmallButton = (props: Omit<ComponentProps<typeof Button>, 'size' | 'margin'>) => (
  <Button size="small" margin={false} {...props} />
)
