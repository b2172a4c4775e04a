export const LINK_NOT_VALID = 'This payment link is not valid. Please use the link in your e-mail.'
export const LINK_EXPIRED =
  'This payment link has expired. Please e-mail the bank slip to us, quoting your reference.'
