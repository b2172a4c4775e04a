'use client'

import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'

// Payload's password field checks a new password's length; the current one is checked by the
// server against the stored hash instead.
const acceptAny = () => true as const

/** The current password, asked for on one's own account to change its e-mail or password. */
export const CurrentPasswordField: TextFieldClientComponent = ({ field, path }) => (
  <PasswordField
    field={field}
    path={path ?? field.name}
    autoComplete="current-password"
    validate={acceptAny}
  />
)
