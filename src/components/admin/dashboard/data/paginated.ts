/** Payload's list answer (`GET /api/{collection}`). */
export type Paginated<T> = {
  docs: T[]
  totalDocs: number
  limit: number
  totalPages: number
  page?: number
  hasNextPage: boolean
  hasPrevPage: boolean
  nextPage?: number | null
  prevPage?: number | null
}
