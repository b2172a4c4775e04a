import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react'

import { mailtoHref, telHref, whatsappHref } from '@/lib/contact-links'
import type { Site } from '@/payload-types'

type Props = {
  site: Site
  /** Which details to list; the contact page shows all, smaller cards only how to reach us. */
  show?: Array<'address' | 'phone' | 'email' | 'whatsapp' | 'hours'>
}

const linkClass = 'font-medium text-navy-800 underline-offset-2 hover:text-navy-900 hover:underline'

/** How to reach the academy, each line with its icon and a working link. */
export function ContactDetails({
  site,
  show = ['address', 'phone', 'email', 'whatsapp', 'hours'],
}: Props) {
  const rows = [
    show.includes('address') && site.address
      ? {
          icon: MapPin,
          label: 'Address',
          value: <address className="not-italic whitespace-pre-line">{site.address}</address>,
        }
      : null,
    show.includes('phone') && site.phone
      ? {
          icon: Phone,
          label: 'Phone',
          value: (
            <a className={linkClass} href={telHref(site.phone)}>
              {site.phone}
            </a>
          ),
        }
      : null,
    show.includes('email')
      ? {
          icon: Mail,
          label: 'E-mail',
          value: (
            <a className={linkClass} href={mailtoHref(site.supportEmail)}>
              {site.supportEmail}
            </a>
          ),
        }
      : null,
    show.includes('whatsapp')
      ? {
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
        }
      : null,
    show.includes('hours') && site.officeHours
      ? { icon: Clock, label: 'Office hours', value: <span>{site.officeHours}</span> }
      : null,
  ].filter((row) => row !== null)

  return (
    <dl className="space-y-5">
      {rows.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-navy-900 text-gold-300">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div>
            <dt className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
              {label}
            </dt>
            <dd className="mt-0.5 text-slate-800">{value}</dd>
          </div>
        </div>
      ))}
    </dl>
  )
}
