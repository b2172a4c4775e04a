import type { Payload } from 'payload'

/** Contact details and identity shown in the header and footer of every page. */
export const seedSite = async (payload: Payload): Promise<void> => {
  await payload.updateGlobal({
    slug: 'site',
    data: {
      name: 'Malaysia Leadership Academy',
      slogan: 'Now Everyone Can Lead',
      supportEmail: 'support@leadershipacademy.my',
      whatsappPhone: '+60 12-345 6789',
    },
    context: { disableRevalidate: true },
  })
}
