import Link from 'next/link'
import type { ComponentProps } from 'react'

const VARIANTS = {
  /** Gold on dark backgrounds and for the page's main action. */
  primary: 'bg-gold-400 text-navy-950 hover:bg-gold-300',
  /** Navy on light backgrounds. */
  dark: 'bg-navy-900 text-white hover:bg-navy-800',
  /** Outlined, on dark backgrounds. */
  ghostLight: 'border border-white/50 text-white hover:bg-white/10',
  /** Outlined, on light backgrounds. */
  ghost: 'border border-navy-200 text-navy-900 hover:bg-navy-50',
} as const

export type ButtonVariant = keyof typeof VARIANTS

export const buttonClass = (variant: ButtonVariant = 'primary', extra = ''): string =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2.5 text-center font-semibold transition-colors ${VARIANTS[variant]} ${extra}`

type Props = ComponentProps<typeof Link> & { variant?: ButtonVariant }

/** A link that looks like a button: the site's calls to action. */
export function ButtonLink({ variant = 'primary', className = '', ...props }: Props) {
  return <Link {...props} className={buttonClass(variant, className)} />
}
