'use client'

import { draftBinding } from '../ui/draft-binding'
import { SelectField } from '../ui/select-field'
import { TextField } from '../ui/text-field'
import { ColumnField } from './column-field'
import { AMOUNT_KIND_LABELS, type AmountKind, type FormatDraft } from './format-draft'

const AMOUNT_KIND_OPTIONS = (Object.keys(AMOUNT_KIND_LABELS) as AmountKind[]).map((value) => ({
  value,
  label: AMOUNT_KIND_LABELS[value],
}))

// Banks write many values (CR/DR, C/D, K/D, codes such as 1 and 2); left empty, the usual ones.
const MARKER_FIELDS = [
  {
    name: 'creditMarkers',
    label: 'Values meaning money in',
    placeholder: 'CR, C, K',
    usual: 'CR, C, CREDIT, K, KREDIT',
  },
  {
    name: 'debitMarkers',
    label: 'Values meaning money out',
    placeholder: 'DR, D',
    usual: 'DR, D, DEBIT',
  },
] as const

type Props = {
  draft: FormatDraft
  columns: readonly string[]
  change: (changes: Partial<FormatDraft>) => void
}

export const AmountFields = ({ draft, columns, change }: Props) => {
  const field = draftBinding(draft, {}, change)
  const indicator = draft.amountKind === 'amount-with-indicator'
  return (
    <>
      <SelectField label="Amount given as" options={AMOUNT_KIND_OPTIONS} {...field('amountKind')} />
      <ColumnField
        label={draft.amountKind === 'credit-column' ? 'Credit column' : 'Amount column'}
        required
        columns={columns}
        emptyLabel="Choose…"
        {...field('amountColumn')}
      />
      {indicator && (
        <>
          <ColumnField
            label="DR/CR column"
            required
            columns={columns}
            emptyLabel="Choose…"
            {...field('indicatorColumn')}
          />
          {MARKER_FIELDS.map(({ name, label, placeholder, usual }) => (
            <TextField
              key={name}
              label={label}
              placeholder={placeholder}
              hint={`Separated by commas; left empty: ${usual}.`}
              maxLength={80}
              {...field(name)}
            />
          ))}
        </>
      )}
    </>
  )
}
