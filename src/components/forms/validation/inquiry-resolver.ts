import { zodResolver } from '@hookform/resolvers/zod'

import { certificationInquirySchema } from '@/lib/validation/certification-inquiry'

/** The certification inquiry's checks: the schema the API validates with. Loaded on demand. */
export const inquiryResolver = zodResolver(certificationInquirySchema)
