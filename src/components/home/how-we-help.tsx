'use client'

export type Step = { title: string; description: string }

/**
 * The three steps of working with us, numbered in order. Drawn from the steps in the browser
 * too: its elements and classes outweigh its words, and server-drawn steps would travel twice,
 * as HTML and again as the page's data.
 */
export function HowWeHelpSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className="mt-12 grid gap-6 md:grid-cols-3">
      {steps.map((step, i) => (
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
