import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import config from '@payload-config'

import { PaymentPage } from '@/components/payments/payment-page'
import { PageMain } from '@/components/site-shell/page-main'
import { getCachedGlobal } from '@/server/content/globals'
import { paymentPageView } from '@/server/payments/payment-page'

// A payer's own page, from the signed link in their e-mail: rendered for each request, never
// cached or indexed.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Pay for your registration',
  robots: { index: false, follow: false },
  // The address holds the payer's signed link. Not no-referrer: a browser then posts the page's
  // forms from origin "null", which Next.js refuses as a cross-site server action.
  referrer: 'same-origin',
}

type Props = {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null)

export default async function PaymentRoute({ params, searchParams }: Props) {
  const { id } = await params
  const query = await searchParams
  if (!/^\d{1,10}$/.test(id)) notFound()
  const expires = single(query.expires)
  const signature = single(query.signature)
  const [view, site] = await Promise.all([
    paymentPageView(await getPayload({ config }), Number(id), expires, signature),
    getCachedGlobal('site'),
  ])
  if (view.link === 'forged') notFound()
  return (
    <PageMain>
      <PaymentPage
        view={view}
        site={site}
        link={{ expires: expires ?? '', signature: signature ?? '' }}
      />
    </PageMain>
  )
}
