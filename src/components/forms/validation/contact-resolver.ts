import { zodResolver } from '@hookform/resolvers/zod'

import { contactSchema } from '@/lib/validation/contact'

/** The contact form's checks: the schema the API validates with. Loaded on demand. */
export const contactResolver = zodResolver(contactSchema)
