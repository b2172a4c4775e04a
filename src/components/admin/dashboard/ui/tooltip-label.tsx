'use client'

import * as Tooltip from '@radix-ui/react-tooltip'
import type { ReactElement } from 'react'

/**
 * Shows `label` as a tooltip of the one element given (an icon-only button or link, which
 * `label` also names). It opens after the spec's delays (set on the dashboard's
 * Tooltip.Provider) and closes on leave, blur, click or Escape.
 */
export const TooltipLabel = ({ label, children }: { label: string; children: ReactElement }) => (
  <Tooltip.Root>
    <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
    <Tooltip.Portal>
      <Tooltip.Content className="dash-tooltip" sideOffset={6}>
        {label}
        <Tooltip.Arrow className="dash-tooltip__arrow" />
      </Tooltip.Content>
    </Tooltip.Portal>
  </Tooltip.Root>
)
