/** zod's issue codes: in the forms' validation code, in no other script of the public site. */
export const isValidationCode = (script: string): boolean => script.includes('too_small')
