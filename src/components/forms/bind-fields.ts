import type { UseFormRegisterReturn } from 'react-hook-form'

import { errorId, inputClass } from './form-field'
import type { MessageFor } from './use-server-field-errors'

export type BoundField = {
  /** Includes the starting value: what was typed before a refused native post. */
  props: UseFormRegisterReturn & {
    id: string
    'aria-invalid': true | undefined
    'aria-describedby': string
    className: string
    defaultValue: string
  }
  message: string | undefined
}

/** Each control's id is `${idPrefix}-${name}`, which its label and message (FormField) follow. */
export const bindFields =
  <Name extends string>(
    idPrefix: string,
    {
      register,
      errors,
      initial,
      messageFor,
    }: {
      register: (name: Name) => UseFormRegisterReturn
      errors: Partial<Record<Name, { message?: string }>>
      initial: Record<Name, string>
      messageFor: MessageFor
    },
  ) =>
  (name: Name): BoundField => {
    const id = `${idPrefix}-${name}`
    const message = messageFor(name, errors[name]?.message)
    return {
      props: {
        id,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': errorId(id),
        className: inputClass(Boolean(message)),
        defaultValue: initial[name],
        ...register(name),
      },
      message,
    }
  }
