import type { PayerPaymentStage } from '@/lib/payments/payer-stage'

type StageText = { heading: string; intro: string; status: string; statusMs: string }

/** What a payer's page says at each stage of their payment. */
export const PAYER_STAGE_TEXT: Record<PayerPaymentStage, StageText> = {
  unpaid: {
    heading: 'Pay for your registration',
    intro:
      'Transfer the amount below by bank, then upload the bank slip here so we can match your payment.',
    status: 'Not paid yet',
    statusMs: 'Belum dibayar',
  },
  'slip-checking': {
    heading: 'We are checking your bank slip',
    intro:
      'Thank you: your bank slip has arrived. We record your payment once it shows in our account, and e-mail you the official receipt.',
    status: 'Slip received, being checked',
    statusMs: 'Slip diterima, sedang disemak',
  },
  'partly-paid': {
    heading: 'Pay the balance of your registration',
    intro:
      'We have received part of your payment: its receipt is below. Transfer the balance, then upload the bank slip here.',
    status: 'Partly paid',
    statusMs: 'Dibayar sebahagian',
  },
  paid: {
    heading: 'Your registration is paid',
    intro: 'Thank you. Your official receipts are below, to download and keep.',
    status: 'Paid',
    statusMs: 'Telah dibayar',
  },
  refunded: {
    heading: 'Your payment was refunded',
    intro: 'We have returned your payment. The refund note is below.',
    status: 'Refunded',
    statusMs: 'Dibayar balik',
  },
  cancelled: {
    heading: 'This registration was cancelled',
    intro: 'It takes no payment. Please contact us before transferring anything.',
    status: 'Cancelled',
    statusMs: 'Dibatalkan',
  },
}

/** Stages at which the payer still has something to transfer and a slip to upload. */
export const expectsPayment = (stage: PayerPaymentStage) =>
  stage === 'unpaid' || stage === 'slip-checking' || stage === 'partly-paid'
