import type { ReactNode } from 'react'

import { ButtonLink } from './button-link'

/** The one button that closes a section, centred under it, leading to the page it sums up. */
export function SectionAction({
  href,
  className,
  children,
}: {
  href: string
  className: string
  children: ReactNode
}) {
  return (
    <div className={`${className} text-center`}>
      <ButtonLink href={href} variant="dark">
        {children}
      </ButtonLink>
    </div>
  )
}
