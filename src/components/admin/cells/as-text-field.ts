import type { ClientField, TextFieldClient } from 'payload'

/**
 * The same field, presented to Payload's DefaultCell as text, so our formatted value (a
 * Malaysian date, an RM amount) is drawn as given while links and classes stay Payload's.
 */
export const asTextField = (field: ClientField): TextFieldClient => ({
  ...(field as TextFieldClient),
  type: 'text',
})
