'use client'

import { useChosenRow } from '../ui/use-chosen-row'
import { overpaymentWording, refusalOf } from './payment-refusal'
import { useDecideLine, type LineDecision } from './use-statement-lines'

type Callbacks = {
  onDone?: () => void // recorded (after the question, if one was asked)
  onRefused?: (error: unknown) => void // refused for another reason, which the toast tells
}

type Asked = {
  id: number
  decision: Exclude<LineDecision, { action: 'ignore' }>
  message: string
  callbacks: Callbacks
}

// A decision that would overpay a registration is asked about first (`overpaymentDialog`).
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
