import Negotiator from 'negotiator'

export type PageEncoding = 'br' | 'gzip'

const ENCODINGS: PageEncoding[] = ['br', 'gzip']

// negotiator 1.x takes the server's order for ties (browsers list gzip before br); its
// published types predate that argument.
type EncodingChoice = (available: string[], options: { preferred: string[] }) => string | undefined

/**
 * The encoding a page goes out in for a request's Accept-Encoding: brotli, else gzip, as the
 * browser's weights allow; null when it accepts neither (the page is then sent as it is, or
 * in another encoding the compression middleware offers).
 */
export const pageEncodingFor = (acceptEncoding: string | undefined): PageEncoding | null => {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? '' } })
  const chosen = (negotiator.encoding as unknown as EncodingChoice).call(
    negotiator,
    [...ENCODINGS, 'identity'],
    { preferred: ENCODINGS },
  )
  return chosen === 'br' || chosen === 'gzip' ? chosen : null
}
