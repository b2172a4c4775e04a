'use client'

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

/**
 * The heading, optional eyebrow and introduction that open every section. Drawn from its
 * words in the browser too: its elements and classes outweigh them, and a server-drawn
 * heading would travel twice, as HTML and again as the page's data.
 */
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
    <div className={centered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow ? (
        <p className={`eyebrow ${tone === 'dark' ? 'text-gold-300' : 'text-gold-700'}`}>
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={`section-title ${tone === 'dark' ? 'text-white' : 'text-navy-900'}`}
      >
        {heading}
      </Heading>
      <span aria-hidden="true" className={centered ? 'heading-rule mx-auto' : 'heading-rule'} />
      {intro ? (
        <p className={`section-intro ${tone === 'dark' ? 'text-navy-100' : 'text-slate-600'}`}>
          {intro}
        </p>
      ) : null}
    </div>
  )
}
