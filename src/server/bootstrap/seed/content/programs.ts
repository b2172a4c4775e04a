import type { ProgramSeed } from './types'

/** The four core programs, in the order of the home and programs pages. */
export const PROGRAMS: ProgramSeed[] = [
  {
    title: 'High Impact Communication for Leaders',
    description:
      'Learn to speak with clarity, presence and purpose in meetings, briefings and presentations. Participants practise structuring messages for senior audiences, handling difficult conversations and giving feedback that moves people to act.',
    image: {
      key: 'program-high-impact-communication',
      label: 'High Impact Communication for Leaders',
      caption: 'Clarity, presence and persuasion',
      shape: 'landscape',
      alt: 'High Impact Communication for Leaders training program',
    },
  },
  {
    title: 'Leadership Mindset Transformation',
    description:
      'Shift from doing the work to leading the people who do it. This program builds self-awareness, resilience and a growth mindset, so leaders respond to pressure and change with confidence rather than control.',
    image: {
      key: 'program-leadership-mindset-transformation',
      label: 'Leadership Mindset Transformation',
      caption: 'Self-awareness, resilience and growth',
      shape: 'landscape',
      alt: 'Leadership Mindset Transformation training program',
    },
  },
  {
    title: 'Strategic Leadership Excellence',
    description:
      'Develop the thinking tools to set direction, align teams and execute strategy in a fast-changing environment. Through case studies drawn from Malaysian organisations, participants learn to turn plans into measurable results.',
    image: {
      key: 'program-strategic-leadership-excellence',
      label: 'Strategic Leadership Excellence',
      caption: 'From vision to measurable results',
      shape: 'landscape',
      alt: 'Strategic Leadership Excellence training program',
    },
  },
  {
    title: 'Lead Like A CEO Program',
    description:
      'An executive program for senior managers preparing for top leadership roles. It covers enterprise thinking, stakeholder management and decision-making under uncertainty, so participants lead their division as if they owned the whole organisation.',
    image: {
      key: 'program-lead-like-a-ceo',
      label: 'Lead Like A CEO Program',
      caption: 'Enterprise thinking for senior leaders',
      shape: 'landscape',
      alt: 'Lead Like A CEO executive leadership program',
    },
  },
]

export const SPECIALIZED_PROGRAMS: ProgramSeed[] = [
  {
    title: 'Lead with Confidence',
    description:
      'A practical program for new and emerging leaders who want to step up with credibility. Participants build confidence in decision-making, delegation and leading former peers, and leave with a personal leadership action plan.',
    image: {
      key: 'specialized-lead-with-confidence',
      label: 'Lead with Confidence',
      caption: 'For new and emerging leaders',
      shape: 'landscape',
      alt: 'Lead with Confidence specialized leadership program',
    },
  },
  {
    title: 'Certified Advanced Strategic Leadership',
    description:
      'An intensive, certified program in strategic analysis, organisational alignment and leading change, delivered in English and Bahasa Malaysia. Participants who complete the program receive a certificate awarded by the academy.',
    image: {
      key: 'specialized-certified-advanced-strategic-leadership',
      label: 'Certified Advanced Strategic Leadership',
      caption: 'Two-day intensive certified program',
      shape: 'landscape',
      alt: 'Certified Advanced Strategic Leadership program',
    },
  },
  {
    title: 'Leadership Personality',
    description:
      'Understand how your personality shapes the way you lead, communicate and handle conflict. Using a validated profiling tool, participants learn to adapt their style to different people and build stronger, more trusting teams.',
    image: {
      key: 'specialized-leadership-personality',
      label: 'Leadership Personality',
      caption: 'Know your style, lead every type of person',
      shape: 'landscape',
      alt: 'Leadership Personality specialized program',
    },
  },
]

export const SPECIAL_REQUESTS_TEXT =
  'Need something different? We design programs around your organisation’s goals, people and schedule.'
