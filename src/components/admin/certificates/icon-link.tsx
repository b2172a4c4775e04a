'use client'

import * as Tooltip from '@radix-ui/react-tooltip'
import type { LucideIcon } from 'lucide-react'
import type { AnchorHTMLAttributes } from 'react'

type Props = Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'download' | 'target'> & {
  /** The link's accessible name, also shown as its tooltip. */
  label: string
  icon: LucideIcon
}

/** The dashboard's icon button, as a link: a file to download or a page to open. */
export const IconLink = ({ label, icon: Icon, target, ...link }: Props) => (
  <Tooltip.Root>
    <Tooltip.Trigger asChild>
      <a
        className="dash-icon-button"
        aria-label={label}
        target={target}
        rel={target === '_blank' ? 'noopener noreferrer' : undefined}
        {...link}
      >
        <Icon size={16} aria-hidden />
      </a>
    </Tooltip.Trigger>
    <Tooltip.Portal>
      <Tooltip.Content className="dash-tooltip" sideOffset={6}>
        {label}
        <Tooltip.Arrow className="dash-tooltip__arrow" />
      </Tooltip.Content>
    </Tooltip.Portal>
  </Tooltip.Root>
)
