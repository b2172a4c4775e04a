import { zodResolver } from '@hookform/resolvers/zod'

import { registrationSchema } from '@/lib/validation/registration'

/** The registration form's checks: the schema the API validates with. Loaded on demand. */
export const registrationResolver = zodResolver(registrationSchema)
