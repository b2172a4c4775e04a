import { HOME_SECTION_TEXTS, PAGE_TEXTS, SHARE_IMAGE } from './content/page-texts'
import { seedImage } from './media'
import type { SeedStep } from './seed-step'

// Also the home page's section headings, for databases seeded before home-v1 had them.
export const seedPageTexts: SeedStep = async (payload, req) => {
  await payload.updateGlobal({ req, slug: 'home', data: HOME_SECTION_TEXTS })
  await payload.updateGlobal({ req, slug: 'pages', data: PAGE_TEXTS })
  const shareImage = await seedImage(payload, req, SHARE_IMAGE)
  await payload.updateGlobal({ req, slug: 'site', data: { shareImage } })
}
