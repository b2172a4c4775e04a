import { toast } from '@payloadcms/ui'

import { failureMessage } from '@/lib/dashboard/api-error'
import { ERROR_TITLE, SUCCESS_TITLE } from '@/lib/dashboard/messages'

/** Payload's toasts (one at a time, spec §9) with the spec's titles and texts. */
export const notifySuccess = (description: string, title = SUCCESS_TITLE) =>
  toast.success(title, { description })

/** 'Error' with the server's message when it sent one, otherwise the action's own text. */
export const notifyFailure = (error: unknown, fallback: string) =>
  toast.error(ERROR_TITLE, { description: failureMessage(error, fallback) })

export const notifyInfo = (title: string, description: string) => toast.info(title, { description })
