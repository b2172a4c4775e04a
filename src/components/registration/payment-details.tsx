import { Landmark } from '@/components/ui/icons'

import type { Site } from '@/payload-types'
import { BankDetails } from '../payments/bank-details'
import type { EditionOffer } from '@/server/workshop/offer'

const bankOf = (offer: EditionOffer) => offer.edition.bank ?? {}

const sameBank = (a: EditionOffer, b: EditionOffer) =>
  (['bankName', 'accountName', 'accountNumber'] as const).every(
    (key) => bankOf(a)[key] === bankOf(b)[key],
  ) && a.edition.paymentInstructions === b.edition.paymentInstructions

// Once when all editions share the account (as they usually do), else per edition by its dates.
export function PaymentDetails({ offers, site }: { offers: EditionOffer[]; site: Site }) {
  const distinct = offers.filter(
    (offer, index) => offers.findIndex((other) => sameBank(other, offer)) === index,
  )
  return (
    <div className="mt-10 break-inside-avoid print:mt-6">
      <h2 className="flex items-center gap-3 text-2xl font-bold print:text-lg">
        <Landmark aria-hidden="true" className="size-6 text-gold-700" />
        {/* One flex item: the two languages wrap as one heading, not as two columns. */}
        <span>
          Payment details / <span lang="ms">Maklumat pembayaran</span>
        </span>
      </h2>
      {distinct.map((offer) => (
        <div key={offer.edition.id}>
          {distinct.length > 1 ? (
            <h3 className="mt-4 font-semibold text-navy-900">
              For {offer.daysLabel} / <span lang="ms">Untuk {offer.daysLabelMs}</span>
            </h3>
          ) : null}
          <BankDetails
            bank={bankOf(offer)}
            className="panel mt-4 grid gap-4 p-6 sm:grid-cols-3 print:grid-cols-3 print:p-3 print:shadow-none"
          />
          {offer.edition.paymentInstructions ? (
            <p className="mt-4 text-slate-700">{offer.edition.paymentInstructions}</p>
          ) : null}
        </div>
      ))}
      <p className="mt-2 text-slate-700">
        E-mail the form and receipt to <strong>{site.supportEmail}</strong> or call{' '}
        <strong>{site.phone ?? site.whatsappPhone}</strong>. /{' '}
        <span lang="ms">
          E-mel borang dan resit kepada {site.supportEmail} atau hubungi{' '}
          {site.phone ?? site.whatsappPhone}.
        </span>
      </p>
      <p className="mt-2 text-slate-700 print:hidden">
        Or, once registered, upload the bank slip on your payment page: its link comes with your
        reference number, on this page and by e-mail. /{' '}
        <span lang="ms">
          Atau, selepas mendaftar, muat naik slip bank di halaman pembayaran anda: pautannya
          diberikan bersama nombor rujukan anda, di halaman ini dan melalui e-mel.
        </span>
      </p>
    </div>
  )
}
