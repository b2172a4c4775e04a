import Negotiator from 'negotiator'

export type PageEncoding = 'br' | 'gzip'

const ENCODINGS: PageEncoding[] = ['br', 'gzip']

// negotiator 1.x takes the server's order for ties (browsers list gzip first); its types lack it.
type EncodingChoice = (available: string[], options: { preferred: string[] }) => string | undefined

export const pageEncodingFor = (acceptEncoding: string | undefined): PageEncoding | null => {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? '' } })
  const chosen = (negotiator.encoding as unknown as EncodingChoice).call(
    negotiator,
    [...ENCODINGS, 'identity'],
    { preferred: ENCODINGS },
  )
  return chosen === 'br' || chosen === 'gzip' ? chosen : null
}
