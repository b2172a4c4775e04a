import { addDataAndFileToRequest, APIError, type PayloadRequest } from 'payload'

/** Custom endpoints get no parsed body: parse it as Payload's own routes do (400 on bad JSON). */
export const readJsonBody = async (req: PayloadRequest): Promise<Record<string, unknown>> => {
  if (req.data === undefined) await addDataAndFileToRequest(req)
  const data = req.data
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new APIError('The request body must be a JSON object.', 400)
  }
  return data as Record<string, unknown>
}
