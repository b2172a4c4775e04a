import { BilingualLabel } from '@/components/ui/bilingual-label'

type Bank = { bankName?: string | null; accountName?: string | null; accountNumber?: string | null }

export function BankDetails({
  bank,
  reference,
  className,
}: {
  bank: Bank
  reference?: string
  className: string
}) {
  // English, then Malay where the word differs.
  const rows: Array<[string, string | null, string | null | undefined]> = [
    ['Bank', null, bank.bankName],
    ['Account name', 'Nama akaun', bank.accountName],
    ['Account number', 'Nombor akaun', bank.accountNumber],
    ...(reference
      ? [['Recipient reference', 'Rujukan penerima', reference] as [string, string, string]]
      : []),
  ]
  return (
    <dl className={className}>
      {rows.map(([label, malay, value]) => (
        <div key={label}>
          <dt className="text-sm font-semibold text-slate-600 uppercase">
            <BilingualLabel english={label} malay={malay} />
          </dt>
          <dd className="mt-1 font-semibold text-navy-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
