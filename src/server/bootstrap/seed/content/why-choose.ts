import type { StepSeed } from './types'

export const WHY_CHOOSE_REASONS: StepSeed[] = [
  {
    title: 'Instant Access',
    description:
      'Start learning the moment your purchase is confirmed. Every module is available online, on your phone or computer, whenever it suits you.',
  },
  {
    title: 'Practical & Actionable',
    description:
      'Each lesson ends with simple exercises and checklists you can apply at work the same day, not theory that stays in a notebook.',
  },
  {
    title: 'Expert Guidance',
    description:
      'The content is built on more than ten years of training leaders in Malaysian ministries, universities, GLCs and companies.',
  },
  {
    title: 'Exclusive Bonuses',
    description:
      'Templates, worksheets and bonus sessions are included with your purchase at no extra cost, to help you keep growing after the main modules.',
  },
]
