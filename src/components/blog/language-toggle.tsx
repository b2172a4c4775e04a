import { Languages } from '@/components/ui/icons'
import Link from 'next/link'

import { BLOG_LANGUAGE_NAMES, BLOG_LANGUAGES, type BlogLanguage } from '@/lib/blog/language'

type Props = {
  current: BlogLanguage
  /** The address of this page in a language; the choice stays in the URL. */
  hrefFor: (lang: BlogLanguage) => string
  label: string
  tone?: 'light' | 'dark'
}

const linkClass = (active: boolean, dark: boolean) =>
  `inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold transition-colors ${
    active
      ? 'bg-gold-400 text-navy-950'
      : dark
        ? 'text-white hover:bg-white/10'
        : 'text-navy-800 hover:bg-white'
  }`

/** English / Bahasa Malaysia: two links, so it works before (and without) any script. */
export function LanguageToggle({ current, hrefFor, label, tone = 'light' }: Props) {
  const dark = tone === 'dark'
  return (
    <nav aria-label={label} className="flex items-center gap-2">
      <Languages
        aria-hidden="true"
        className={`size-5 ${dark ? 'text-gold-300' : 'text-gold-700'}`}
      />
      <ul
        className={`inline-flex rounded-full p-1 ${dark ? 'bg-white/10 ring-1 ring-white/20' : 'bg-navy-50 ring-1 ring-navy-100'}`}
      >
        {BLOG_LANGUAGES.map((lang) => (
          <li key={lang}>
            <Link
              href={hrefFor(lang)}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === current ? 'true' : undefined}
              className={linkClass(lang === current, dark)}
            >
              {BLOG_LANGUAGE_NAMES[lang]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
