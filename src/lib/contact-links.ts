export const mailtoHref = (email: string): string => `mailto:${email.trim()}`

/** Malaysian numbers are written `012-345 6789` or `+60 12-345 6789`; WhatsApp wants `60123456789`. */
export const toInternationalDigits = (phone: string, countryCode = '60'): string => {
  const digits = phone.replace(/\D/g, '')
  if (digits.startsWith(countryCode)) return digits
  if (digits.startsWith('0')) return countryCode + digits.slice(1)
  return digits
}

export const whatsappHref = (phone: string): string =>
  `https://wa.me/${toInternationalDigits(phone)}`

export const telHref = (phone: string): string => `tel:+${toInternationalDigits(phone)}`
