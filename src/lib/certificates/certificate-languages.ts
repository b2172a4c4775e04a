import type { CertificateLanguages } from './certificate-pdf'

export const CERTIFICATE_LANGUAGE_LABELS: Record<CertificateLanguages, string> = {
  both: 'English and Malay',
  en: 'English only',
  ms: 'Malay only',
}

export const isCertificateLanguages = (value: unknown): value is CertificateLanguages =>
  typeof value === 'string' && value in CERTIFICATE_LANGUAGE_LABELS
