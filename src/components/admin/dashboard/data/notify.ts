import { toast } from '@payloadcms/ui'

import { failureMessage } from '@/lib/dashboard/api-error'
import { ERROR_TITLE, SUCCESS_TITLE } from '@/lib/dashboard/messages'

/**
 * One toast at a time (spec §9, toast limit 1): a new one takes the place of the one on
 * screen. Payload's limit only hides the older ones: they stay stacked behind the newest
 * until their own time is up, and the next one shows as soon as the newest is closed.
 */
const instead = <Id>(show: () => Id): Id => {
  toast.dismiss()
  return show()
}

/** Payload's toasts with the spec's titles and texts. */
export const notifySuccess = (description: string, title = SUCCESS_TITLE) =>
  instead(() => toast.success(title, { description }))

/** 'Error' with the server's message when it sent one, otherwise the action's own text. */
export const notifyFailure = (error: unknown, fallback: string) =>
  instead(() => toast.error(ERROR_TITLE, { description: failureMessage(error, fallback) }))

export const notifyInfo = (title: string, description: string) =>
  instead(() => toast.info(title, { description }))
