import Link from 'next/link'

/** The academy's word mark; always leads home. */
export function Logo({ name, tone = 'dark' }: { name: string; tone?: 'dark' | 'light' }) {
  return (
    <Link
      href="/"
      className="group inline-flex items-center gap-3 rounded-md"
      aria-label={`${name}, home`}
    >
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-navy-900 font-display text-lg font-bold text-gold-400 ring-2 ring-gold-400/70"
      >
        {name.charAt(0)}
      </span>
      <span
        className={`font-display text-base leading-tight font-bold sm:text-lg ${
          tone === 'light' ? 'text-white' : 'text-navy-900'
        }`}
      >
        {name}
      </span>
    </Link>
  )
}
