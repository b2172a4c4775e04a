import type { ReactNode } from 'react'

type Props = {
  /** The background's glow, a Tailwind gradient class; each opening lights its band its own way. */
  glow: string
  children: ReactNode
}

/** The navy band that opens a page, with its glow behind the content. */
export function NavyBand({ glow, children }: Props) {
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      <div aria-hidden="true" className={`absolute inset-0 ${glow}`} />
      {children}
    </section>
  )
}

/** The short capitalised line above a page's heading. */
export function Eyebrow({ children }: { children: ReactNode }) {
  return <p className="eyebrow text-gold-300">{children}</p>
}
