type Props = {
  heading: string
  intro?: string | null
  eyebrow?: string | null
  /** The heading level in the page outline; sections under the page's h1 use h2. */
  as?: 'h1' | 'h2'
  id?: string
  align?: 'center' | 'start'
  tone?: 'light' | 'dark'
}

/** The heading, optional eyebrow and introduction that open every section. */
export function SectionHeading({
  heading,
  intro,
  eyebrow,
  as: Heading = 'h2',
  id,
  align = 'center',
  tone = 'light',
}: Props) {
  const centered = align === 'center'
  return (
    <div className={`${centered ? 'mx-auto text-center' : ''} max-w-3xl`}>
      {eyebrow ? (
        <p
          className={`text-sm font-semibold tracking-widest uppercase ${
            tone === 'dark' ? 'text-gold-300' : 'text-gold-700'
          }`}
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={`mt-2 text-3xl leading-tight font-bold sm:text-4xl ${
          tone === 'dark' ? 'text-white' : 'text-navy-900'
        }`}
      >
        {heading}
      </Heading>
      <span
        aria-hidden="true"
        className={`mt-4 block h-1 w-16 rounded-full bg-gold-400 ${centered ? 'mx-auto' : ''}`}
      />
      {intro ? (
        <p className={`mt-4 text-lg ${tone === 'dark' ? 'text-navy-100' : 'text-slate-600'}`}>
          {intro}
        </p>
      ) : null}
    </div>
  )
}
