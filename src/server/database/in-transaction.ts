import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

// Joins the request's transaction when it has one; the outer owner then commits.
export const inTransaction = async <T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> => {
  const owns = await initTransaction(req)
  try {
    const result = await work()
    if (owns) await commitTransaction(req)
    return result
  } catch (error) {
    if (owns) await killTransaction(req)
    throw error
  }
}
