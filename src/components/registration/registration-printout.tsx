import { formatRinggit } from '@/lib/pricing'

import type { RegistrationDone } from '../forms/form-values'
import { BilingualLabel } from '@/components/ui/bilingual-label'
import type { EditionOption } from './edition-option'

type Props = {
  done: RegistrationDone
  programName: string
  edition: EditionOption | undefined // when the page still offers it
}

// Printed once a registration is stored: the form has been emptied for the next one.
export function RegistrationPrintout({ done, programName, edition }: Props) {
  const rows: Array<[english: string, malay: string, value: string]> = [
    ['Reference', 'Rujukan', done.reference],
    ['Programme', 'Program', programName],
    ...(edition
      ? ([
          ['Dates', 'Tarikh', `${edition.daysLabel}, ${edition.startTimeLabel}`],
          ['Venue', 'Tempat', edition.venue],
        ] as Array<[string, string, string]>)
      : []),
    ['Organisation', 'Organisasi', done.organization],
    ['Address', 'Alamat', done.address || '—'],
    ['Contact person', 'Orang untuk dihubungi', done.contactName],
    ['Phone', 'Telefon', done.contactPhone],
    ['E-mail', 'E-mel', done.contactEmail],
  ]
  return (
    <section aria-label="Registration confirmation" className="hidden print:block">
      <h2 className="text-lg font-bold">
        <BilingualLabel english="Registration confirmation" malay="Pengesahan pendaftaran" />
      </h2>
      <dl className="mt-3 grid grid-cols-[12rem_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([english, malay, value]) => (
          <div key={english} className="contents">
            <dt className="font-semibold">
              <BilingualLabel english={english} malay={malay} />
            </dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 font-semibold">
        <BilingualLabel english="Participants" malay="Peserta" />
      </h3>
      <ol className="mt-1 list-decimal pl-6 text-sm">
        {done.participantNames.map((name, index) => (
          <li key={index}>{name}</li>
        ))}
      </ol>
      <p className="mt-4 text-sm">
        {done.participantCount} × {formatRinggit(done.ratePerPerson)} ={' '}
        <strong>{formatRinggit(done.totalAmount)}</strong>
      </p>
      <p className="mt-3 text-sm">
        Transfer exactly {formatRinggit(done.totalAmount)} with {done.reference} as the recipient
        reference, then upload the bank slip at: /{' '}
        <span lang="ms">
          Pindahkan tepat {formatRinggit(done.totalAmount)} dengan {done.reference} sebagai rujukan
          penerima, kemudian muat naik slip bank di:
        </span>
      </p>
      <p className="mt-1 font-mono text-xs break-all">{done.paymentUrl}</p>
    </section>
  )
}
