import Link from 'next/link'

/** The academy's word mark; always leads home. */
export function Logo({ name, tone = 'dark' }: { name: string; tone?: 'dark' | 'light' }) {
  return (
    <Link
      href="/"
      className="group inline-flex items-center gap-3 rounded-md"
      aria-label={`${name}, home`}
    >
      <span aria-hidden="true" className="logo-mark">
        {name.charAt(0)}
      </span>
      <span className={`logo-name ${tone === 'light' ? 'text-white' : 'text-navy-900'}`}>
        {name}
      </span>
    </Link>
  )
}
