import { toast } from '@payloadcms/ui'

import { failureMessage } from '@/lib/dashboard/api-error'
import { ERROR_TITLE, SUCCESS_TITLE } from '@/lib/dashboard/messages'

// Spec §9: one toast at a time. Payload's limit only hides older toasts behind the newest (the
// next shows as soon as it closes), so they are dismissed first.
const instead = <Id>(show: () => Id): Id => {
  toast.dismiss()
  return show()
}

export const notifySuccess = (description: string, title = SUCCESS_TITLE) =>
  instead(() => toast.success(title, { description }))

export const notifyFailure = (error: unknown, fallback: string) =>
  instead(() => toast.error(ERROR_TITLE, { description: failureMessage(error, fallback) }))

export const notifyInfo = (title: string, description: string) =>
  instead(() => toast.info(title, { description }))
