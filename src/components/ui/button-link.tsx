import Link from 'next/link'
import type { ComponentProps } from 'react'

// `.btn` and its variants are in globals.css.
const VARIANTS = {
  primary: 'btn-primary', // gold, on dark backgrounds and for the page's main action
  dark: 'btn-dark', // navy, on light backgrounds
  ghostLight: 'btn-ghost-light', // outlined, on dark backgrounds
  ghost: 'btn-ghost', // outlined, on light backgrounds
} as const

export type ButtonVariant = keyof typeof VARIANTS

export const buttonClass = (variant: ButtonVariant = 'primary', extra = ''): string =>
  extra ? `btn ${VARIANTS[variant]} ${extra}` : `btn ${VARIANTS[variant]}`

type Props = ComponentProps<typeof Link> & { variant?: ButtonVariant }

export function ButtonLink({ variant = 'primary', className = '', ...props }: Props) {
  return <Link {...props} className={buttonClass(variant, className)} />
}
