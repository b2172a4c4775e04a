type Bank = { bankName?: string | null; accountName?: string | null; accountNumber?: string | null }

/**
 * Where to transfer the fee: bank, account name and number, and the reference to quote when
 * there is one.
 */
export function BankDetails({
  bank,
  reference,
  className,
}: {
  bank: Bank
  reference?: string
  className: string
}) {
  const rows = [
    ['Bank', bank.bankName],
    ['Account name', bank.accountName],
    ['Account number', bank.accountNumber],
    ...(reference ? [['Recipient reference', reference]] : []),
  ]
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm font-semibold text-slate-600 uppercase">{label}</dt>
          <dd className="mt-1 font-semibold text-navy-900">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
