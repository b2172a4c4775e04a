import type { Home } from '@/payload-types'

/** The three steps of working with us, numbered in order. */
export function HowWeHelpSteps({ steps }: { steps: Home['howWeHelp'] }) {
  return (
    <ol className="mt-12 grid gap-6 md:grid-cols-3">
      {(steps ?? []).map((step, i) => (
        <li key={i} className="panel relative p-6">
          <span aria-hidden="true" className="step-number">
            {i + 1}
          </span>
          <h3 className="card-title mt-5">
            <span className="sr-only">Step {i + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-3 text-slate-600">{step.description}</p>
        </li>
      ))}
    </ol>
  )
}
