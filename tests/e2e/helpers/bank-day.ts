/**
 * Today on the Malaysian calendar (UTC+8 all year), the day test payments and statement lines
 * carry: the ledger refuses a payment dated after today.
 */
export const malaysianToday = (): string =>
  new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)

/** The same day as banks write it in their statements: dd/MM/yyyy. */
export const bankToday = (): string => malaysianToday().split('-').reverse().join('/')
