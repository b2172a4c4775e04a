// "Maybank 5140 1234 5678" and "MAYBANK 5140-1234-5678" must be one account, so one credit is
// one credit through any of their formats. The number is the longest digit run not glued to a
// letter, so "Maybank2u" or "(2nd account)" does not change it.
export const accountKey = (account: string): string => {
  const upper = account.toUpperCase()
  const runs = [...upper.matchAll(/(?<![A-Z0-9])\d(?:[\s.-]*\d)*(?![A-Z0-9])/g)].map((run) =>
    run[0].replace(/\D/g, ''),
  )
  const number = runs.reduce((longest, run) => (run.length > longest.length ? run : longest), '')
  if (number) return `account:${number}`
  return `account-name:${upper.replace(/[^A-Z0-9]/g, '')}`
}
