import type { StepSeed } from './types'

export const HOW_WE_HELP_STEPS: StepSeed[] = [
  {
    title: 'Understanding Your Needs',
    description:
      'We start by listening. Through conversations with your leaders and a short needs assessment, we identify the skills gaps, challenges and goals that matter most to your organisation.',
  },
  {
    title: 'Collaborative Problem-Solving',
    description:
      'We work alongside your team to explore the root causes behind each challenge and agree on the outcomes that training should deliver, so every session is tied to real work.',
  },
  {
    title: 'Tailored Program Design',
    description:
      'We design a program around your people, your sector and your schedule, in English, Bahasa Malaysia or both, with practical tools and follow-up that turn learning into lasting change.',
  },
]
