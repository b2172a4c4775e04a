import { Landmark } from '@/components/ui/icons'
import { AskUsNotice } from '@/components/ui/ask-us-notice'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { PAYMENT_STATE_LABELS } from '@/lib/payments/payment-states'
import { formatRinggit } from '@/lib/pricing'
import type { Site } from '@/payload-types'
import type { PaymentPageView } from '@/server/payments/payment-page'

import { BankDetails } from './bank-details'
import { SlipUploadForm } from './slip-upload-form'

type Props = {
  view: Exclude<PaymentPageView, { link: 'forged' }>
  site: Site
  link: { expires: string; signature: string }
}

/** A payer's page: what to transfer, where, with which reference, and the slip upload. */
export function PaymentPage({ view, site, link }: Props) {
  if (view.link === 'expired') {
    return (
      <>
        <PageHero heading="This payment link has expired" />
        <Section labelledBy="expired-help">
          <AskUsNotice
            className="max-w-2xl"
            title={
              <h2 id="expired-help" className="font-semibold text-navy-900">
                Send the bank slip to us instead
              </h2>
            }
          >
            E-mail it to <strong>{site.supportEmail}</strong>, quoting your registration reference,
            and we will record your payment.
          </AskUsNotice>
        </Section>
      </>
    )
  }
  const settled = view.outstanding === 0 && view.amountPaid > 0
  return (
    <>
      <PageHero
        eyebrow={`Registration ${view.reference}`}
        heading="Pay for your registration"
        intro="Transfer the amount below by bank, then upload the bank slip here so we can match your payment."
      />
      <Section labelledBy="payment-amount">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="payment-amount" className="text-2xl font-bold">
              {settled ? 'Fully paid' : 'Amount to transfer'}
            </h2>
            <p className="mt-3 font-display text-4xl font-bold text-navy-900 tabular-nums lining-nums">
              {formatRinggit(view.outstanding)}
            </p>
            <dl className="mt-4 grid grid-cols-2 gap-3 text-slate-700 sm:max-w-md">
              <dt>Total</dt>
              <dd className="text-right tabular-nums">{formatRinggit(view.totalAmount)}</dd>
              <dt>Paid so far</dt>
              <dd className="text-right tabular-nums">{formatRinggit(view.amountPaid)}</dd>
              <dt>Payment</dt>
              <dd className="text-right">{PAYMENT_STATE_LABELS[view.state]}</dd>
            </dl>
            {view.cancelled ? (
              <p className="mt-4 rounded-lg bg-gold-50 p-4 text-navy-900 ring-1 ring-gold-200">
                This registration was cancelled. Please contact us before paying.
              </p>
            ) : null}
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
            <h2 className="flex items-center gap-3 text-xl font-bold">
              <Landmark aria-hidden="true" className="size-6 text-gold-700" />
              <span>
                Payment details / <span lang="ms">Maklumat pembayaran</span>
              </span>
            </h2>
            <BankDetails bank={view.bank} reference={view.reference} className="mt-4 space-y-3" />
            <p className="mt-4 text-slate-700">
              Put <strong className="font-mono">{view.reference}</strong> in the transfer’s
              recipient reference, so we can match your payment. /{' '}
              <span lang="ms">Letakkan {view.reference} sebagai rujukan penerima pindahan.</span>
            </p>
          </div>
        </div>
      </Section>
      <Section labelledBy="slip-upload" tone="mist">
        <div className="mx-auto max-w-2xl">
          <h2 id="slip-upload" className="text-2xl font-bold">
            Upload the bank slip / <span lang="ms">Muat naik slip bank</span>
          </h2>
          <p className="mt-2 text-slate-700">
            {view.slipsReceived > 0
              ? `We have ${view.slipsReceived} slip(s) from you already. Upload another only for another transfer.`
              : 'Only our staff can see what you upload.'}
          </p>
          <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-100">
            <SlipUploadForm
              registrationId={view.registrationId}
              expires={link.expires}
              signature={link.signature}
            />
          </div>
        </div>
      </Section>
    </>
  )
}
