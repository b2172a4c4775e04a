import { Download } from '@/components/ui/icons'
import { formatSen } from '@/lib/payments/sen'
import type { PaymentPageView } from '@/server/payments/payment-page'

type Props = { view: Extract<PaymentPageView, { link: 'valid' }> }

const KIND_LABELS = {
  receipt: 'Official receipt / Resit rasmi',
  'refund-note': 'Refund note / Nota bayaran balik',
}

/** The payer's receipts and refund notes, and their invoice, to download as PDFs. */
export function PayerDocuments({ view }: Props) {
  if (view.documents.length === 0 && !view.invoiceHref) return null
  return (
    <section aria-labelledby="payer-documents" className="panel rounded-2xl p-6">
      <h2 id="payer-documents" className="text-xl font-bold">
        Your documents / <span lang="ms">Dokumen anda</span>
      </h2>
      <ul className="mt-4 divide-y divide-navy-100">
        {view.documents.map((doc) => (
          <li
            key={doc.number}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
          >
            <span>
              <span className="block font-semibold text-navy-900">
                {KIND_LABELS[doc.kind]} {doc.number}
              </span>
              <span className="text-sm text-slate-600">
                {doc.issuedOn} · <span className="tabular-nums">{formatSen(doc.amountSen)}</span>
              </span>
            </span>
            <a
              href={doc.href}
              download
              className="inline-flex items-center gap-2 font-semibold text-navy-900 underline underline-offset-4"
            >
              <Download aria-hidden="true" className="size-4" />
              PDF<span className="sr-only"> of {doc.number}</span>
            </a>
          </li>
        ))}
        {view.invoiceHref ? (
          <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
            <span>
              <span className="block font-semibold text-navy-900">
                Invoice / <span lang="ms">Invois</span>
              </span>
              <span className="text-sm text-slate-600">
                For a purchase or local order. /{' '}
                <span lang="ms">Untuk pesanan belian atau pesanan tempatan.</span>
              </span>
            </span>
            <a
              href={view.invoiceHref}
              download
              className="inline-flex items-center gap-2 font-semibold text-navy-900 underline underline-offset-4"
            >
              <Download aria-hidden="true" className="size-4" />
              PDF<span className="sr-only"> of the invoice</span>
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  )
}
