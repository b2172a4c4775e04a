import Link from 'next/link'

import { mailtoHref, whatsappHref } from '@/lib/contact-links'
import { NAV_LINKS } from '@/lib/navigation'
import { yearInMalaysia } from '@/lib/malaysia-time'

import { Logo } from './logo'

type Props = { siteName: string; slogan: string; supportEmail: string; whatsappPhone: string }

export function SiteFooter({ siteName, slogan, supportEmail, whatsappPhone }: Props) {
  return (
    <footer className="bg-navy-950 text-navy-100 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <Logo name={siteName} tone="light" />
          {/* The upright display face, slanted by the browser: the italic face is fetched
              only where quotes use it, so every page's first paint does not wait for it. */}
          <p className="font-display text-lg font-bold text-gold-300 italic">{slogan}</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="footer-heading">Explore</h2>
          {/* Links at least 24 px high (WCAG 2.2 target size): py-1 on 17 px of text. */}
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {NAV_LINKS.map(({ href, label }) => (
              <li key={href}>
                <Link href={href} className="footer-nav-link">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">Get in touch</h2>
          <ul className="space-y-1 text-sm">
            <li>
              E-mail:{' '}
              <a
                href={mailtoHref(supportEmail)}
                className="footer-link text-gold-300 underline-offset-2 hover:underline"
              >
                {supportEmail}
              </a>
            </li>
            <li>
              WhatsApp:{' '}
              <a
                href={whatsappHref(whatsappPhone)}
                target="_blank"
                rel="noopener noreferrer"
                className="footer-link text-gold-300 underline-offset-2 hover:underline"
              >
                {whatsappPhone}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto flex max-w-7xl flex-wrap gap-x-6 gap-y-1 px-4 py-5 text-xs text-navy-200 sm:px-6">
          <span>
            © {yearInMalaysia()} {siteName}. All rights reserved.
          </span>
          <Link href="/privacy" className="inline-block underline-offset-2 hover:underline">
            Privacy Notice / Notis Privasi
          </Link>
        </p>
      </div>
    </footer>
  )
}
