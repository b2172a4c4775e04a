import Link from 'next/link'
import type { ComponentProps } from 'react'

// The classes are in globals.css (`.btn` and its variants).
const VARIANTS = {
  /** Gold on dark backgrounds and for the page's main action. */
  primary: 'btn-primary',
  /** Navy on light backgrounds. */
  dark: 'btn-dark',
  /** Outlined, on dark backgrounds. */
  ghostLight: 'btn-ghost-light',
  /** Outlined, on light backgrounds. */
  ghost: 'btn-ghost',
} as const

export type ButtonVariant = keyof typeof VARIANTS

export const buttonClass = (variant: ButtonVariant = 'primary', extra = ''): string =>
  extra ? `btn ${VARIANTS[variant]} ${extra}` : `btn ${VARIANTS[variant]}`

type Props = ComponentProps<typeof Link> & { variant?: ButtonVariant }

/** A link that looks like a button: the site's calls to action. */
export function ButtonLink({ variant = 'primary', className = '', ...props }: Props) {
  return <Link {...props} className={buttonClass(variant, className)} />
}
