/** Name of the hidden form field people never see and bots fill in. */
export const HONEYPOT_FIELD = 'website'
