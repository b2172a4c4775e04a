import { formatRinggit, type RegistrationPrice } from '@/lib/pricing'

type Props = {
  price: RegistrationPrice
  earlyBirdPercent: number | null
  seatsLeft: number
  live: boolean // the page's scripts run; until then a dash
}

const UNKNOWN = '—'

// Without scripts the figures cannot follow the names typed; the server's answer gives the total.
export function RegistrationSummary({ price, earlyBirdPercent, seatsLeft, live }: Props) {
  return (
    <div
      aria-live="polite"
      className="grid gap-4 rounded-xl bg-navy-900 p-5 text-white sm:grid-cols-4 print:border print:border-slate-400 print:bg-white print:text-black"
    >
      <Figure
        label="Participants"
        malay="Bilangan peserta"
        value={live ? String(price.participantCount) : UNKNOWN}
      />
      <Figure
        label="Rate per person"
        malay="Kadar seorang"
        value={live ? formatRinggit(price.ratePerPerson) : UNKNOWN}
        note={
          live && price.earlyBirdApplied && price.participantCount > 0 && earlyBirdPercent
            ? `Early bird −${earlyBirdPercent}% (was ${formatRinggit(price.baseRate)})`
            : undefined
        }
      />
      <Figure
        label="Total"
        malay="Jumlah"
        value={live ? formatRinggit(price.totalAmount) : UNKNOWN}
        strong
      />
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
        className={`font-display font-bold lining-nums tabular-nums ${strong ? 'text-3xl text-gold-300 print:text-black' : 'text-2xl'}`}
      >
        {value}
      </p>
      {note ? <p className="text-sm text-gold-300 print:text-slate-700">{note}</p> : null}
    </div>
  )
}
