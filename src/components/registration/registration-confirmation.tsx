import { CheckCircle2 } from '@/components/ui/icons'
import { formatRinggit } from '@/lib/pricing'

import type { RegistrationDone } from '../forms/form-values'

/** The stored registration's reference and price, as the server worked them out. */
export function RegistrationConfirmation({ done }: { done: RegistrationDone }) {
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
        <p className="font-semibold">
          Registration received. Your reference number is{' '}
          <strong className="font-mono text-lg">{done.reference}</strong>.
        </p>
        <p className="mt-1">
          {done.participantCount} participant(s) at {formatRinggit(done.ratePerPerson)} per person,
          total {formatRinggit(done.totalAmount)}. We have e-mailed the payment details; please pay
          and send us the receipt quoting your reference.
        </p>
        <p className="mt-1" lang="ms">
          Pendaftaran diterima. Nombor rujukan anda ialah {done.reference}.
        </p>
      </div>
    </div>
  )
}
