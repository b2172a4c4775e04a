import { formatRinggit } from '@/lib/pricing'
import type { PriceRow } from '@/lib/workshop/price-table'

type Props = { rows: PriceRow[]; note?: string | null; tone?: 'light' | 'dark'; caption?: string }

const CAPTION = 'Fee per participant'

/**
 * The workshop's fee per participant by group size, from the same table the server charges.
 * The labels take the room the fees leave, so the fee column is only as wide as its widest fee:
 * while the rest of the table comes in, the rows a browser has drawn move only if a later fee is
 * wider than theirs, not because a later label is longer.
 */
export function WorkshopPriceTable({ rows, note, tone = 'dark', caption = CAPTION }: Props) {
  const dark = tone === 'dark'
  return (
    <table className={`w-full text-left print:text-black ${dark ? 'text-white' : 'text-navy-900'}`}>
      <caption
        className={`pb-3 text-left text-sm font-semibold tracking-wider uppercase print:pb-1 print:text-black ${
          dark ? 'text-gold-300' : 'text-gold-700'
        }`}
      >
        {caption}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Group size</th>
          <th scope="col">Fee per participant</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.minParticipants}
            className={`border-t ${dark ? 'border-white/15' : 'border-navy-100'}`}
          >
            <th scope="row" className="w-full py-3 pr-4 font-medium">
              {row.label}
            </th>
            <td className="price">{formatRinggit(row.ratePerPerson)}</td>
          </tr>
        ))}
      </tbody>
      {note ? (
        <tfoot>
          <tr>
            <td
              colSpan={2}
              className={`pt-3 text-sm print:text-black ${dark ? 'text-navy-100' : 'text-slate-600'}`}
            >
              {note}
            </td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  )
}
