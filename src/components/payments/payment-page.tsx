import { Landmark } from '@/components/ui/icons'
import { AskUsNotice } from '@/components/ui/ask-us-notice'
import { PageHero } from '@/components/ui/page-hero'
import { Section } from '@/components/ui/section'
import { formatSen } from '@/lib/payments/sen'
import type { Site } from '@/payload-types'
import type { PaymentPageView } from '@/server/payments/payment-page'

import { BankDetails } from './bank-details'
import { expectsPayment, PAYER_STAGE_TEXT } from './payer-stage-text'
import { PayerDocuments } from './payer-documents'
import { SlipUploadForm } from './slip-upload-form'

type Props = {
  view: Exclude<PaymentPageView, { link: 'forged' }>
  site: Site
  link: { expires: string; signature: string }
}

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
  const text = PAYER_STAGE_TEXT[view.stage]
  const toPay = expectsPayment(view.stage)
  return (
    <>
      <PageHero
        eyebrow={`Registration ${view.reference}`}
        heading={text.heading}
        intro={text.intro}
      />
      <Section labelledBy="payment-amount">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="payment-amount" className="text-2xl font-bold">
              {toPay
                ? view.paidSen > 0
                  ? 'Balance to transfer / Baki perlu dibayar'
                  : 'Amount to transfer / Jumlah perlu dibayar'
                : 'Your payment / Bayaran anda'}
            </h2>
            {toPay ? (
              <p className="mt-3 font-display text-4xl font-bold text-navy-900 tabular-nums lining-nums">
                {formatSen(view.outstandingSen)}
              </p>
            ) : null}
            <dl className="mt-4 grid grid-cols-2 gap-3 text-slate-700 sm:max-w-md">
              <dt>
                Total / <span lang="ms">Jumlah</span>
              </dt>
              <dd className="text-right tabular-nums">{formatSen(view.totalSen)}</dd>
              <dt>
                Paid so far / <span lang="ms">Telah dibayar</span>
              </dt>
              <dd className="text-right tabular-nums">{formatSen(view.paidSen)}</dd>
              <dt>
                Payment / <span lang="ms">Bayaran</span>
              </dt>
              <dd className="text-right font-semibold text-navy-900">
                {text.status} / <span lang="ms">{text.statusMs}</span>
              </dd>
            </dl>
            {view.stage === 'paid' ? (
              <p className="mt-4 rounded-lg bg-green-50 p-4 text-green-900 ring-1 ring-green-700/30">
                {view.seatsConfirmed
                  ? 'Your seats are confirmed. / Tempat anda telah disahkan.'
                  : 'We will confirm your seats by e-mail shortly. / Kami akan mengesahkan tempat anda melalui e-mel.'}
              </p>
            ) : null}
            {view.stage === 'cancelled' ? (
              <p className="mt-4 rounded-lg bg-gold-50 p-4 text-navy-900 ring-1 ring-gold-200">
                Please contact us at <strong>{site.supportEmail}</strong> before paying.
              </p>
            ) : null}
          </div>
          {toPay ? (
            <div className="panel rounded-2xl p-6">
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
          ) : (
            <PayerDocuments view={view} />
          )}
        </div>
      </Section>
      {toPay ? (
        <Section labelledBy="slip-upload" tone="mist">
          <div className="grid gap-10 lg:grid-cols-2">
            <div>
              <h2 id="slip-upload" className="text-2xl font-bold">
                Upload the bank slip / <span lang="ms">Muat naik slip bank</span>
              </h2>
              <p className="mt-2 text-slate-700">
                {view.slipsReceived > 0
                  ? `We have ${view.slipsReceived === 1 ? 'your slip' : `${view.slipsReceived} slips from you`} already. Upload another only for another transfer.`
                  : 'Only our staff can see what you upload.'}
              </p>
              <div className="panel mt-6 rounded-2xl p-6">
                <SlipUploadForm
                  registrationId={view.registrationId}
                  expires={link.expires}
                  signature={link.signature}
                />
              </div>
            </div>
            <PayerDocuments view={view} />
          </div>
        </Section>
      ) : null}
    </>
  )
}
