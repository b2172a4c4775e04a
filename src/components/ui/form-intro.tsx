/** The heading and introduction above a form, the heading naming the form's region. */
export function FormIntro({
  id,
  heading,
  intro,
  className = '',
}: {
  id: string
  heading: string
  intro?: string | null
  /** Extra classes for both, e.g. to leave them off a printed page. */
  className?: string
}) {
  return (
    <>
      <h2 id={id} className={`text-2xl font-bold sm:text-3xl ${className}`}>
        {heading}
      </h2>
      {intro ? <p className={`mt-3 text-slate-600 ${className}`}>{intro}</p> : null}
    </>
  )
}
