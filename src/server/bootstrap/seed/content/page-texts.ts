/** Headings and introductions of each page section (spec §2 wording where the spec gives it). */

export const HOME_SECTION_TEXTS = {
  heroEyebrow: 'Leadership training & certification in Malaysia',
  programsSection: {
    heading: 'Our Training Programs',
    intro:
      'Practical programs for managers and professionals, delivered in English, Bahasa Malaysia or both, and tailored to your organisation.',
  },
  testimonialsSection: {
    heading: 'What Our Clients Say',
    intro: 'Leaders from ministries, universities and companies on what changed after training.',
  },
  howWeHelpSection: {
    heading: 'How Can We Help You?',
    intro: 'Every engagement follows three steps, so the training fits your people and your goals.',
  },
  aboutSection: {
    heading: 'About Us',
    intro: 'A Malaysian academy built on one belief: leadership can be learned by everyone.',
  },
  newReleasesSection: {
    heading: 'New Releases',
    intro: 'Learn at your own pace with our digital programs in Bahasa Malaysia.',
  },
  freeVideosSection: {
    heading: 'Free Videos',
    intro: 'Short lessons from our trainers, free to watch.',
  },
  certificationsSection: {
    heading: 'Certifications',
    intro: 'Recognised certificates for leaders who want to prove what they can do.',
  },
}

export const PAGE_TEXTS = {
  about: {
    hero: {
      heading: 'About Us',
      intro:
        'Since 2015 we have trained leaders for Malaysia’s public sector, universities and companies, with programs that start from your people and your goals.',
    },
    journeyHeading: 'Our Journey',
  },
  programs: {
    hero: {
      heading: 'Our Programs',
      intro:
        'Programs for every stage of leadership, from first-time supervisors to senior executives, delivered in-house or as public classes.',
    },
    specialized: {
      heading: 'Specialized Programs',
      intro: 'Focused programs for specific leadership challenges and certifications.',
    },
    specialRequestsHeading: 'Special Requests',
    specialRequestsButton: 'Contact Us for Custom Programs',
  },
  products: {
    hero: {
      heading: 'Digital Products',
      intro:
        'Self-paced digital programs in Bahasa Malaysia: learn on your phone or computer, whenever it suits you.',
    },
    whyChoose: {
      heading: 'Why Choose Our Digital Products?',
      intro: 'Built from more than ten years of training leaders across Malaysia.',
    },
  },
  certifications: {
    hero: {
      heading: 'Professional Certifications',
      intro:
        'Certified programs that recognise what you can do as a leader, with assessed practical work and a certificate awarded by the academy.',
    },
    inquiry: {
      heading: 'Get More Information',
      intro:
        'Tell us which certification interests you and we will send you the schedule, fees and entry requirements.',
    },
  },
  clients: {
    hero: {
      heading: 'Our Clients',
      intro:
        'Ministries, universities, GLCs, international organisations and companies trust us to develop their leaders.',
    },
    heroFigures: [
      { statistic: 'clients', label: 'Clients served' },
      { statistic: 'sectors', label: 'Key sectors' },
      { statistic: 'years', label: 'Years of experience' },
    ],
    summary: {
      heading: 'Trusted Across Malaysia and the Region',
      intro: 'What we have achieved together with our clients.',
    },
    summaryFigures: [
      { statistic: 'clients', label: 'Satisfied clients' },
      { statistic: 'cases', label: 'Successful projects' },
      { statistic: 'years', label: 'Years of experience' },
    ],
    callToAction: {
      heading: 'Ready to develop your leaders?',
      intro: 'Tell us about your organisation and we will design a program around your goals.',
    },
    callToActionButton: 'Get In Touch',
  },
  contact: {
    hero: {
      heading: 'Contact Us',
      intro:
        'Questions about a program, a certification or in-house training? Write to us or visit our office in Petaling Jaya.',
    },
    form: {
      heading: 'Individual consultation is right for you',
      intro: 'Send us a message and our team will get back to you within one working day.',
    },
  },
  registration: {
    hero: {
      heading: 'Workshop Registration',
      intro:
        'Register your organisation’s participants for the certified workshop. Pendaftaran peserta organisasi anda untuk bengkel bertauliah.',
    },
    form: {
      heading: 'Registration Form / Borang Pendaftaran',
      intro:
        'Fill in your organisation’s details and up to 10 participants. Isikan maklumat organisasi dan sehingga 10 peserta.',
    },
  },
}

export const SHARE_IMAGE = {
  key: 'share-image',
  label: 'Now Everyone Can Lead',
  caption: 'Leadership training & certification in Malaysia',
  shape: 'landscape' as const,
  kind: 'social' as const,
  alt: 'Malaysia Leadership Academy: Now Everyone Can Lead',
}
