'use client'

import type { LucideIcon } from 'lucide-react'
import type { AnchorHTMLAttributes } from 'react'

import { TooltipLabel } from '../dashboard/ui/tooltip-label'

type Props = Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'download' | 'target'> & {
  /** The link's accessible name, also shown as its tooltip. */
  label: string
  icon: LucideIcon
}

/** The dashboard's icon button, as a link: a file to download or a page to open. */
export const IconLink = ({ label, icon: Icon, target, ...link }: Props) => (
  <TooltipLabel label={label}>
    <a
      className="dash-icon-button"
      aria-label={label}
      target={target}
      rel={target === '_blank' ? 'noopener noreferrer' : undefined}
      {...link}
    >
      <Icon size={16} aria-hidden />
    </a>
  </TooltipLabel>
)
