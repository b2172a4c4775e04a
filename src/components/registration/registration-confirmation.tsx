import { CheckCircle2, Upload } from '@/components/ui/icons'
import { formatRinggit } from '@/lib/pricing'

import type { RegistrationDone } from '../forms/form-values'

// Printed, the page gives the registration printout instead.
export function RegistrationConfirmation({ done }: { done: RegistrationDone }) {
  const total = formatRinggit(done.totalAmount)
  return (
    <div
      // Focus moves to the reference number as soon as it appears: by the browser in the page
      // a native post brings back (at its top), by the script when it answers the post.
      ref={(element) => element?.focus()}
      tabIndex={-1}
      autoFocus
      role="status"
      className="flex gap-4 rounded-xl bg-green-50 p-5 text-green-900 ring-1 ring-green-700/30 print:hidden"
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
      <div>
        {/* The spec's words, as the toast says them when the form posts with scripts. */}
        <p className="text-lg font-semibold">Registration Successful!</p>
        <p className="mt-1">
          Your registration has been submitted successfully. We will contact you soon. Your
          reference number is{' '}
          <strong className="font-mono text-lg whitespace-nowrap">{done.reference}</strong>.
        </p>
        <p className="mt-1">
          {done.participantCount} participant(s) at {formatRinggit(done.ratePerPerson)} per person,
          total <strong className="tabular-nums">{total}</strong>.
        </p>
        <p className="mt-2">
          Transfer exactly <strong className="tabular-nums">{total}</strong> to the account under
          Payment details, with{' '}
          <strong className="font-mono whitespace-nowrap">{done.reference}</strong> as the
          transfer’s recipient reference. Then upload the bank slip on your payment page; we have
          e-mailed you its link too.
        </p>
        <p className="mt-1" lang="ms">
          Pendaftaran berjaya! Pendaftaran anda telah dihantar dan kami akan menghubungi anda.
          Nombor rujukan anda ialah <span className="whitespace-nowrap">{done.reference}</span>.
          Pindahkan tepat {total} dengan <span className="whitespace-nowrap">{done.reference}</span>{' '}
          sebagai rujukan penerima, kemudian muat naik slip bank.
        </p>
        <p className="mt-3">
          <a
            href={done.paymentPath}
            className="inline-flex items-center gap-2 rounded-lg bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-900"
          >
            <Upload aria-hidden="true" className="size-4" />
            Upload the bank slip / Muat naik slip bank
          </a>
        </p>
      </div>
    </div>
  )
}
