import type { UseFormRegisterReturn } from 'react-hook-form'

import { errorId, inputClass } from './form-field'
import type { MessageFor } from './use-server-field-errors'

/** One control of a public form, bound to the form by its field's name. */
export type BoundField = {
  /**
   * What the control spreads: its id, its message's wiring and classes, the value it starts
   * with (what was typed before a refused native post), and react-hook-form's registration.
   */
  props: UseFormRegisterReturn & {
    id: string
    'aria-invalid': true | undefined
    'aria-describedby': string
    className: string
    defaultValue: string
  }
  /** The message under the control, if any. */
  message: string | undefined
}

/**
 * Binds the controls of a public form: each control's id is `${idPrefix}-${name}`, which its
 * label and its message (see FormField) follow.
 */
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
      /** The form's own messages (its schema's, or the server's once applied). */
      errors: Partial<Record<Name, { message?: string }>>
      /** What each field holds when the page is rendered. */
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
