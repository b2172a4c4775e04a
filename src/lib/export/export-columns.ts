import { headerFromKey } from '../export-headers'
import { isPaymentState, PAYMENT_STATE_LABELS } from '../payments/payment-states'
import { registrationStatusLabel } from '../registration-status'
import { cellValue, type CellKind, type CellValue } from './spreadsheet-cells'

export type ExportColumn = { key: string; kind: CellKind; width: number; header?: string }

export type ExportSheet<Row> = {
  name: string
  columns: ExportColumn[]
  rowsOf: (record: Row) => Array<Record<string, unknown>>
}

const WIDTH_OF: Record<CellKind, number> = { text: 30, date: 26, money: 16, count: 12, yesNo: 12 }

const column = (
  key: string,
  kind: CellKind = 'text',
  width = WIDTH_OF[kind],
  header?: string,
): ExportColumn => ({ key, kind, width, ...(header ? { header } : {}) })

// Field names split at camel case (spec §9): contactEmail → Contact Email.
export const headersOf = (columns: ExportColumn[]): string[] =>
  columns.map((c) => c.header ?? headerFromKey(c.key))

export const rowValues = (columns: ExportColumn[], row: Record<string, unknown>): CellValue[] =>
  columns.map((c) => cellValue(c.kind, row[c.key]))

type RegistrationRecord = Record<string, unknown> & {
  participants?: Array<{ no?: number | null; name?: string | null }> | null
  receiptNumbers?: string[]
}

const CREATED_AT = column('createdAt', 'date')
const REFERENCE = column('reference', 'text', 16)
const STATUS = column('status', 'text', 12)
const EDITION = column('edition', 'text', 48)
const ORGANIZATION = column('organization', 'text', 36)

// Spec §3: a registration without a status is Pending.
const statusOf = (registration: RegistrationRecord) => registrationStatusLabel(registration.status)

export const REGISTRATIONS_FILE = 'program-registrations.xlsx'
export const INQUIRIES_FILE = 'contact-inquiries.xlsx'

export const registrationSheet: ExportSheet<RegistrationRecord> = {
  name: 'Registrations',
  columns: [
    CREATED_AT,
    REFERENCE,
    STATUS,
    EDITION,
    column('programName', 'text', 40),
    ORGANIZATION,
    column('address', 'text', 36),
    column('contactName', 'text', 24),
    column('contactPhone', 'text', 16),
    column('contactEmail'),
    column('participantCount', 'count'),
    column('ratePerPerson', 'money'),
    column('totalAmount', 'money'),
    column('amountPaid', 'money', WIDTH_OF.money, 'Amount Paid (RM)'),
    column('paymentState', 'text', 14),
    column('paidAt', 'date'),
    column('receiptNumbers', 'text', 24),
    column('slipWaiting', 'yesNo', WIDTH_OF.yesNo, 'Slip To Check'),
    column('earlyBirdApplied', 'yesNo'),
    column('notes', 'text', 36),
  ],
  rowsOf: (registration) => [
    {
      ...registration,
      status: statusOf(registration),
      // No figure means nothing is paid.
      amountPaid: registration.amountPaid ?? 0,
      paymentState:
        PAYMENT_STATE_LABELS[
          isPaymentState(registration.paymentState) ? registration.paymentState : 'unpaid'
        ],
      receiptNumbers: registration.receiptNumbers?.join(', '),
    },
  ],
}

export const withEditionNames = <Row extends RegistrationRecord>(
  sheet: ExportSheet<Row>,
  names: ReadonlyMap<number, string>,
): ExportSheet<Row> => ({
  ...sheet,
  rowsOf: (record) => {
    const id = record.edition
    return sheet.rowsOf({ ...record, edition: typeof id === 'number' ? (names.get(id) ?? id) : id })
  },
})

export const participantSheet: ExportSheet<RegistrationRecord> = {
  name: 'Participants',
  columns: [
    REFERENCE,
    EDITION,
    ORGANIZATION,
    column('participantNo', 'count', 10),
    column('participantName'),
    STATUS,
    CREATED_AT,
  ],
  rowsOf: (registration) =>
    (registration.participants ?? []).map((participant, index) => ({
      reference: registration.reference,
      edition: registration.edition,
      organization: registration.organization,
      participantNo: participant.no ?? index + 1,
      participantName: participant.name,
      status: statusOf(registration),
      createdAt: registration.createdAt,
    })),
}

export const inquirySheet: ExportSheet<Record<string, unknown>> = {
  name: 'Contact Inquiries',
  columns: [
    CREATED_AT,
    column('name', 'text', 24),
    column('email'),
    column('phone', 'text', 16),
    column('organization'),
    column('program', 'text', 40),
    column('subject', 'text', 40),
    column('message', 'text', 60),
    column('isReplied', 'yesNo'),
    column('repliedAt', 'date'),
    column('replyNotes', 'text', 40),
  ],
  rowsOf: (inquiry) => [inquiry],
}
