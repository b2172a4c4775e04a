/**
 * Which bank account a statement format reads, as a key that is the same however the admin
 * typed the account: "Maybank 5140 1234 5678", "MAYBANK 5140-1234-5678" and
 * "Maybank 514012345678" are one account, so the same credit imported through any of their
 * formats is one credit.
 *
 * The account number is the longest run of digits (spaces, dashes and dots allowed between
 * them) not glued to a letter, so a bank's name with a digit in it (Maybank2u) or a note such
 * as "(2nd account)" does not change it. An account written without digits is compared by its
 * letters and digits, ignoring case.
 */
export const accountKey = (account: string): string => {
  const upper = account.toUpperCase()
  const runs = [...upper.matchAll(/(?<![A-Z0-9])\d(?:[\s.-]*\d)*(?![A-Z0-9])/g)].map((run) =>
    run[0].replace(/\D/g, ''),
  )
  const number = runs.reduce((longest, run) => (run.length > longest.length ? run : longest), '')
  if (number) return `account:${number}`
  return `account-name:${upper.replace(/[^A-Z0-9]/g, '')}`
}
