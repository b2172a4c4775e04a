'use client'

import { Button } from '@payloadcms/ui'
import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

type Props = {
  icon?: LucideIcon
  buttonStyle?: 'primary' | 'secondary'
  disabled: boolean
  children: ReactNode
}

/** A form's submit button in Payload's look, its icon (if it has one) before the label. */
export const SubmitButton = ({
  icon: Icon,
  buttonStyle = 'primary',
  disabled,
  children,
}: Props) => (
  <Button
    type="submit"
    buttonStyle={buttonStyle}
    margin={false}
    disabled={disabled}
    icon={Icon && <Icon size={16} aria-hidden />}
    iconPosition="left"
  >
    {children}
  </Button>
)
