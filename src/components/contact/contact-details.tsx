import { Clock, Mail, MapPin, MessageCircle, Phone } from '@/components/ui/icons'
import type { ReactNode } from 'react'

import { mailtoHref, telHref, whatsappHref } from '@/lib/contact-links'
import type { Site } from '@/payload-types'

type Detail = 'address' | 'phone' | 'email' | 'whatsapp' | 'hours'

type Props = {
  site: Site
  /** Which details to list; the contact page shows all, smaller cards only how to reach us. */
  show?: Detail[]
}

const linkClass = 'font-medium text-navy-800 underline-offset-2 hover:text-navy-900 hover:underline'

/** How to reach the academy, each line with its icon and a working link. */
export function ContactDetails({
  site,
  show = ['address', 'phone', 'email', 'whatsapp', 'hours'],
}: Props) {
  const rows: Array<{ key: Detail; icon: typeof Mail; label: string; value: ReactNode } | null> = [
    site.address
      ? {
          key: 'address',
          icon: MapPin,
          label: 'Address',
          value: <address className="not-italic whitespace-pre-line">{site.address}</address>,
        }
      : null,
    site.phone
      ? {
          key: 'phone',
          icon: Phone,
          label: 'Phone',
          value: (
            <a className={linkClass} href={telHref(site.phone)}>
              {site.phone}
            </a>
          ),
        }
      : null,
    {
      key: 'email',
      icon: Mail,
      label: 'E-mail',
      value: (
        <a className={linkClass} href={mailtoHref(site.supportEmail)}>
          {site.supportEmail}
        </a>
      ),
    },
    {
      key: 'whatsapp',
      icon: MessageCircle,
      label: 'WhatsApp',
      value: (
        <a
          className={linkClass}
          href={whatsappHref(site.whatsappPhone)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {site.whatsappPhone}
        </a>
      ),
    },
    site.officeHours
      ? { key: 'hours', icon: Clock, label: 'Office hours', value: <span>{site.officeHours}</span> }
      : null,
  ]

  return (
    <ul className="space-y-5">
      {rows
        .filter((row) => row !== null && show.includes(row.key))
        .map((row) => {
          const { key, icon: Icon, label, value } = row!
          return (
            <li key={key} className="flex gap-4">
              <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-navy-900 text-gold-300">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <span className="block text-sm font-semibold tracking-wide text-slate-600 uppercase">
                  {label}
                </span>
                <span className="mt-0.5 block text-slate-800">{value}</span>
              </div>
            </li>
          )
        })}
    </ul>
  )
}
