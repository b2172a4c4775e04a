/**
 * Framework reach: Payload's REST answer for an operation's error as a value, so a server action
 * shows a visitor what an API client reads. Mirrors routeError
 * (payload/dist/utilities/routeError.js in 3.90), which Payload does not export. Remove when
 * Payload exports such a formatter.
 */
import { APIError, formatErrors, logError, type CollectionSlug, type PayloadRequest } from 'payload'

export type ErrorBody = ReturnType<typeof formatErrors> & { stack?: string }
export type ErrorAnswer = { status: number; body: ErrorBody }

const isErrorPublic = (error: { isPublic?: boolean; status?: number }, debug: boolean) =>
  debug ||
  error.isPublic === true ||
  (error.isPublic !== false && !!error.status && error.status !== 500)

export const payloadErrorAnswer = async (
  thrown: unknown,
  req: PayloadRequest,
  collection: CollectionSlug,
): Promise<ErrorAnswer> => {
  const error = (thrown instanceof Error ? thrown : new Error(String(thrown))) as APIError
  const { payload } = req
  const { config } = payload
  let body: ErrorBody = formatErrors(error)
  let status = error.status || 500
  logError({ err: error, payload })
  if (!isErrorPublic(error, Boolean(config.debug)))
    body = formatErrors(new APIError('Something went wrong.'))
  if (config.debug === true) body.stack = error.stack
  const collectionConfig = payload.collections[collection].config
  for (const hook of [
    ...(collectionConfig.hooks.afterError ?? []),
    ...(config.hooks.afterError ?? []),
  ]) {
    const result = await hook({
      collection: collectionConfig,
      context: req.context,
      error,
      req,
      result: body,
    })
    if (result) {
      body = (result.response as ErrorBody | undefined) || body
      status = result.status || status
    }
  }
  return { status, body }
}
