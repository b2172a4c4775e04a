// Malaysian names are written many ways (MOHD or MUHAMMAD; BIN, B. or nothing; A/L or A/P; SDN
// BHD or SENDIRIAN BERHAD), so bank and registered names are brought to one form first.

const MUHAMMAD = new Set([
  'MD',
  'MHD',
  'MOHD',
  'MUHD',
  'MUHAMMAD',
  'MUHAMAD',
  'MUHAMMED',
  'MUHAMED',
  'MOHAMAD',
  'MOHAMMAD',
  'MOHAMED',
  'MOHAMMED',
])

// Words that say what kind of payer it is, or whose child, not who: banks and payers add,
// drop or shorten them.
const NOISE = new Set([
  'SDN',
  'SENDIRIAN',
  'BHD',
  'BERHAD',
  'SB',
  'ENTERPRISE',
  'ENTERPRISES',
  'ENT',
  'PLT',
  'LLP',
  'CO',
  'COMPANY',
  'THE',
  'AND',
  'BIN',
  'BINTI',
  'BINTE',
  'BTE',
  'BT',
  'BN',
  'MR',
  'MRS',
  'MS',
  'MDM',
  'DR',
  'ENCIK',
  'EN',
  'PUAN',
  'PN',
  'CIK',
])

// Written without the slash ("AL") these are too like a name to drop.
const CHILD_OF = /(?<![A-Z0-9])[ASD]\s*[/.]\s*[LPO](?![A-Z0-9])\.?/g

export const nameWords = (name: string): string[] =>
  name
    .toUpperCase()
    .replace(CHILD_OF, ' ')
    // NUR'AIN and NURAIN are one name.
    .replace(/['’`]/g, '')
    .split(/[^A-Z0-9]+/)
    .filter((word) => word.length > 1 && !NOISE.has(word))
    .map((word) => (MUHAMMAD.has(word) ? 'MUHAMMAD' : word))

// Banks cut long names short at the end, so the leading words (two, or the whole name if
// shorter) must all appear, the last possibly cut to 3 letters or more: MUHAMMAD ALI and
// MUHAMMAD HAFIZ do not match.
export const nameAppearsIn = (name: string[], shown: ReadonlySet<string>): boolean => {
  if (name.length === 0) return false
  let leadingWordsFound = 0
  for (const word of name) {
    if (shown.has(word)) {
      leadingWordsFound++
      continue
    }
    for (const cut of shown) {
      if (cut.length >= 3 && word.startsWith(cut)) {
        leadingWordsFound++
        break
      }
    }
    break
  }
  return leadingWordsFound >= Math.min(name.length, 2)
}

export const payerNameMatches = (registeredName: string, shownText: string): boolean =>
  nameAppearsIn(nameWords(registeredName), new Set(nameWords(shownText)))
