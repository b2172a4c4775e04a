'use client'

import { Link, NavGroup } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'

const LABEL = 'Attendance & certificates'

/** A nav group like Payload's own, with its link marked while the view is open. */
export const CertificatesNavGroup = ({ href }: { href: string }) => {
  const active = usePathname() === href
  const label = (
    <>
      {active && <div className="nav__link-indicator" />}
      <span className="nav__link-label">{LABEL}</span>
    </>
  )
  return (
    <NavGroup label="Workshop day">
      {active ? (
        <div className="nav__link" id="nav-attendance-certificates" aria-current="page">
          {label}
        </div>
      ) : (
        <Link className="nav__link" href={href} id="nav-attendance-certificates" prefetch={false}>
          {label}
        </Link>
      )}
    </NavGroup>
  )
}
