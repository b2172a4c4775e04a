// One answer for every cause: telling them apart would tell a stranger which e-mails have accounts.
export const SIGN_IN_REFUSED_MESSAGE =
  'The e-mail or password is incorrect, or sign-in is paused after too many failed attempts. ' +
  'Please check them and try again later.'

export const CURRENT_PASSWORD_REQUIRED_MESSAGE =
  'Enter your current password to change your e-mail or password.'

export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is not correct.'
