import { HOW_WE_HELP_STEPS } from './content'
import { HOME_HERO, HOME_SECTION_TEXTS } from './content/page-texts'
import type { SeedStep } from './seed-step'

export const seedHome: SeedStep = async (payload, req) => {
  const data = { ...HOME_HERO, howWeHelp: HOW_WE_HELP_STEPS, ...HOME_SECTION_TEXTS }
  await payload.updateGlobal({ req, slug: 'home', data })
}
