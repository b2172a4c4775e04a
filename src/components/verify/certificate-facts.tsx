import type { VerificationView } from '@/lib/certificates/verification-view'

const Fact = ({ label, value, note }: { label: string; value: string; note?: string }) => (
  <div className="border-b border-navy-100 py-4 last:border-b-0 sm:grid sm:grid-cols-3 sm:gap-6">
    <dt className="text-sm font-semibold text-slate-600">{label}</dt>
    <dd className="mt-1 text-lg text-navy-950 sm:col-span-2 sm:mt-0">
      {value}
      {note && note !== value ? (
        <span className="block text-base text-slate-600">{note}</span>
      ) : null}
    </dd>
  </div>
)

/** Only what the certificate attests: who, which programme, when it ran, when it was issued. */
export function CertificateFacts({ view }: { view: VerificationView }) {
  return (
    <dl className="mt-8 rounded-lg border border-navy-100 bg-white px-5">
      <Fact label="Participant / Peserta" value={view.participantName} />
      <Fact label="Programme / Program" value={view.programme} />
      <Fact label="Dates / Tarikh" value={view.dates.en} note={view.dates.ms} />
      <Fact label="Issued / Tarikh dikeluarkan" value={view.issued.en} note={view.issued.ms} />
    </dl>
  )
}
