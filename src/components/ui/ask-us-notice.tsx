import type { ReactNode } from 'react'

import { ButtonLink } from './button-link'
import { TriangleAlert } from './icons'

type Props = {
  /** What went wrong, as a heading or a plain line, whichever the page's outline needs. */
  title: ReactNode
  /** What the visitor can do instead. */
  children: ReactNode
  className?: string
  role?: 'status'
}

/** A warning that something cannot be done here, with the way to reach the academy instead. */
export function AskUsNotice({ title, children, className = '', role }: Props) {
  return (
    <div
      className={`flex gap-3 rounded-xl bg-gold-50 p-5 ring-1 ring-gold-200 ${className}`}
      role={role}
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
      <div>
        {title}
        <p className="mt-1 text-slate-700">{children}</p>
        <ButtonLink href="/contact" variant="dark" className="mt-4">
          Contact Us
        </ButtonLink>
      </div>
    </div>
  )
}
