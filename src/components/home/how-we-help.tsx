import type { Home } from '@/payload-types'

/** The three steps of working with us, numbered in order. */
export function HowWeHelpSteps({ steps }: { steps: Home['howWeHelp'] }) {
  return (
    <ol className="mt-12 grid gap-6 md:grid-cols-3">
      {(steps ?? []).map((step, i) => (
        <li key={step.id ?? step.title} className="panel relative p-6">
          <span
            aria-hidden="true"
            className="grid size-12 place-items-center rounded-full bg-navy-900 font-display text-xl font-bold text-gold-300 lining-nums"
          >
            {i + 1}
          </span>
          <h3 className="mt-5 text-xl font-bold text-navy-900">
            <span className="sr-only">Step {i + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-3 text-slate-600">{step.description}</p>
        </li>
      ))}
    </ol>
  )
}
