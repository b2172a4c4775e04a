import { FOUNDER_PORTRAIT, OFFICE_MAP } from './content/site-images'
import { seedImage } from './media'
import type { SeedStep } from './seed-step'

export const seedSite: SeedStep = async (payload, req) => {
  const [photo, map] = [
    await seedImage(payload, req, FOUNDER_PORTRAIT),
    await seedImage(payload, req, OFFICE_MAP),
  ]
  await payload.updateGlobal({
    req,
    slug: 'site',
    data: {
      name: 'Malaysia Leadership Academy',
      slogan: 'Now Everyone Can Lead',
      supportEmail: 'support@leadershipacademy.my',
      whatsappPhone: '+60 12-345 6789',
      phone: '+60 3-7890 1234',
      address: 'Level 8, Menara Mutiara, Jalan SS 7/26\n47301 Petaling Jaya\nSelangor, Malaysia',
      officeHours: 'Monday-Friday, 9.00 AM - 5.00 PM',
      mapImage: map,
      socialLinks: [],
      statistics: [
        { key: 'clients', value: '140+', label: 'Happy Clients' },
        { key: 'cases', value: '280+', label: 'Cases Completed' },
        { key: 'years', value: '10+', label: 'Years Experience' },
        { key: 'programs', value: '50+', label: 'Training Programs' },
        { key: 'leaders', value: '500+', label: 'Leaders Served' },
        { key: 'participants', value: '1000+', label: 'Participants Trained' },
      ],
      foundedYear: 2015,
      rebrandedYear: 2022,
      clientSectorCount: 5,
      founder: {
        name: 'Dr. Ahmad Faizal Rahman',
        title: 'Founder & Principal Trainer',
        photo,
        welcomeMessage:
          'Welcome. Since 2015 we have worked beside ministries, universities, GLCs and companies across Malaysia to grow leaders who think clearly, communicate with impact and deliver results. Every program we run starts from your people and your goals.',
        missionQuote:
          'Leadership is not a title. It is a set of habits anyone can learn, and when everyone can lead, organisations thrive.',
      },
      journey: [
        {
          year: '2015',
          title: 'Founded',
          description: 'The academy opened its doors in Petaling Jaya.',
        },
        {
          year: '2022',
          title: 'Rebranded',
          description: 'A new name and a wider mission: leadership for everyone, at every level.',
        },
        {
          year: 'Today',
          // Figures come from the statistics above, so the timeline never disagrees with them.
          title: '{years} years, {clients} clients, {cases} cases',
          description:
            'Trusted by the public sector, universities and companies across the region.',
        },
      ],
    },
  })
}
