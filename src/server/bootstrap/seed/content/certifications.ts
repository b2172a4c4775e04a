import type { CertificationSeed } from './types'

/** `inquiryProgram` is the matching option of the inquiry form. */
export const CERTIFICATIONS: CertificationSeed[] = [
  {
    title: 'Advanced Leadership',
    description:
      'A certified program for managers and team leaders who want to lead with greater influence. It covers leadership styles, motivating teams, emotional intelligence and leading performance, with assessed practical assignments.',
    inquiryProgram: 'CERTIFIED PROGRAM IN ADVANCED LEADERSHIP',
    image: {
      key: 'certification-advanced-leadership',
      label: 'Advanced Leadership',
      caption: 'Certified Program',
      shape: 'landscape',
      alt: 'Certified Program in Advanced Leadership',
    },
  },
  {
    title: 'Coaching & Mentoring',
    description:
      'Learn proven coaching conversations and mentoring frameworks to develop the people around you. Participants practise coaching sessions with feedback and learn to build a coaching culture in their organisation.',
    inquiryProgram: 'CERTIFIED PROGRAM IN COACHING & MENTORING',
    image: {
      key: 'certification-coaching-mentoring',
      label: 'Coaching & Mentoring',
      caption: 'Certified Program',
      shape: 'landscape',
      alt: 'Certified Program in Coaching & Mentoring',
    },
  },
  {
    title: 'Advanced Strategic Leadership',
    description:
      'An intensive certified program in strategic thinking, planning and execution for senior officers and managers. Delivered bilingually in English and Bahasa Malaysia, it prepares leaders to align their organisation behind a clear strategy.',
    inquiryProgram: 'CERTIFIED PROGRAM IN ADVANCED STRATEGIC LEADERSHIP',
    image: {
      key: 'certification-advanced-strategic-leadership',
      label: 'Advanced Strategic Leadership',
      caption: 'Certified Program',
      shape: 'landscape',
      alt: 'Certified Program in Advanced Strategic Leadership',
    },
  },
]

export const CERTIFICATION_TEXTS = {
  awardedByText: 'Certificates are awarded by Malaysia Leadership Academy Sdn. Bhd.',
  onlineClassesText: 'Online classes are now open for registration.',
}
