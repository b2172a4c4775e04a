'use client'

import { useChosenRow } from '../ui/use-chosen-row'
import { overpaymentWording, refusalOf } from './payment-refusal'
import { useDecideLine, type LineDecision } from './use-statement-lines'

type Callbacks = {
  /** Recorded (after the question, if one was asked). */
  onDone?: () => void
  /** Refused for another reason, which the toast tells. */
  onRefused?: (error: unknown) => void
}

/** A line's decision the server said would overpay a registration, with its words for it. */
type Asked = {
  id: number
  decision: Exclude<LineDecision, { action: 'ignore' }>
  message: string
  callbacks: Callbacks
}

/**
 * Decides a bank line; a decision that would overpay a registration is asked about first
 * (the ledger records it only once the admin confirms). Render a ConfirmDialog with
 * `overpaymentDialog`.
 */
export const useLineDecision = () => {
  const decide = useDecideLine()
  const [asked, setAsked, dialog] = useChosenRow<Asked>(overpaymentWording)
  const send = (id: number, decision: LineDecision, callbacks: Callbacks = {}) =>
    decide.mutate(
      { id, decision },
      {
        onSuccess: () => {
          setAsked(null)
          callbacks.onDone?.()
        },
        onError: (error) => {
          const refusal = refusalOf(error)
          if (refusal?.code === 'overpayment' && decision.action !== 'ignore') {
            return setAsked({ id, decision, message: refusal.message, callbacks })
          }
          setAsked(null)
          callbacks.onRefused?.(error)
        },
      },
    )
  const overpaymentDialog = {
    ...dialog,
    busy: decide.isPending,
    onConfirm: () =>
      asked && send(asked.id, { ...asked.decision, allowOverpayment: true }, asked.callbacks),
  }
  return { decide, send, overpaymentDialog }
}
