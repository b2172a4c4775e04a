import { formatRinggit, type RegistrationPrice } from '@/lib/pricing'

type Props = {
  price: RegistrationPrice
  earlyBirdPercent: number | null
  seatsLeft: number
}

/** The live count, rate and total as the visitor fills in names (the server charges the same). */
export function RegistrationSummary({ price, earlyBirdPercent, seatsLeft }: Props) {
  return (
    <div
      aria-live="polite"
      className="grid gap-4 rounded-xl bg-navy-900 p-5 text-white sm:grid-cols-4 print:border print:border-slate-400 print:bg-white print:text-black"
    >
      <Figure
        label="Participants"
        malay="Bilangan peserta"
        value={String(price.participantCount)}
      />
      <Figure
        label="Rate per person"
        malay="Kadar seorang"
        value={formatRinggit(price.ratePerPerson)}
        note={
          price.earlyBirdApplied && price.participantCount > 0 && earlyBirdPercent
            ? `Early bird −${earlyBirdPercent}% (was ${formatRinggit(price.baseRate)})`
            : undefined
        }
      />
      <Figure label="Total" malay="Jumlah" value={formatRinggit(price.totalAmount)} strong />
      <Figure label="Seats left" malay="Tempat berbaki" value={String(seatsLeft)} />
    </div>
  )
}

function Figure({
  label,
  malay,
  value,
  note,
  strong,
}: {
  label: string
  malay: string
  value: string
  note?: string
  strong?: boolean
}) {
  return (
    <div>
      <p className="text-sm text-navy-100 print:text-slate-700">
        {label} / <span lang="ms">{malay}</span>
      </p>
      <p
        className={`font-display font-bold ${strong ? 'text-3xl text-gold-300 print:text-black' : 'text-2xl'}`}
      >
        {value}
      </p>
      {note ? <p className="text-sm text-gold-300 print:text-slate-700">{note}</p> : null}
    </div>
  )
}
