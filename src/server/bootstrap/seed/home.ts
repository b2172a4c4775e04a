import type { Payload, PayloadRequest } from 'payload'

import { HOW_WE_HELP_STEPS } from './content'
import { HOME_SECTION_TEXTS } from './content/page-texts'

export const seedHome = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  await payload.updateGlobal({
    req,
    slug: 'home',
    data: {
      heroHeadline: 'Transforming Leaders, Driving Excellence',
      heroWelcome:
        'Welcome. For more than ten years we have helped managers and professionals across Malaysia lead with clarity, confidence and purpose, in programs built around the real challenges of their organisations.',
      howWeHelp: HOW_WE_HELP_STEPS,
      ...HOME_SECTION_TEXTS,
    },
  })
}
