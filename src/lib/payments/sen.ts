// Integer arithmetic and no locale data, so no float ever reaches a printed figure.
export const formatSen = (sen: number): string => {
  if (!Number.isSafeInteger(sen)) throw new RangeError(`Not a whole number of sen: ${sen}`)
  const whole = Math.floor(Math.abs(sen) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ',')
  const cents = String(Math.abs(sen) % 100).padStart(2, '0')
  return `${sen < 0 ? '-' : ''}RM ${whole}.${cents}`
}
