/**
 * Payer names as banks show them, compared with the names people registered under. The same
 * person or company is written many ways in Malaysia: MOHD, MUHD or MUHAMMAD; BIN, B. or
 * nothing at all; A/L or A/P before the father's name; SDN BHD, SDN. BHD., SENDIRIAN BERHAD
 * or BERHAD after a company's. Both sides are brought to one form before they are compared.
 */

// Spellings of one name: banks and payers abbreviate it, registration forms spell it out.
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
// drop or shorten them, so they are left out of the comparison on both sides.
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

// A/L and A/P (anak lelaki, anak perempuan: son or daughter of), S/O and D/O, however dotted
// or spaced; written without the slash ("AL") they are too like a name to drop.
const CHILD_OF = /(?<![A-Z0-9])[ASD]\s*[/.]\s*[LPO](?![A-Z0-9])\.?/g

/** A name's words in one form: upper case, no punctuation, no noise, one spelling each. */
export const nameWords = (name: string): string[] =>
  name
    .toUpperCase()
    .replace(CHILD_OF, ' ')
    // NUR'AIN and NURAIN are one name.
    .replace(/['’`]/g, '')
    .split(/[^A-Z0-9]+/)
    .filter((word) => word.length > 1 && !NOISE.has(word))
    .map((word) => (MUHAMMAD.has(word) ? 'MUHAMMAD' : word))

/**
 * Whether a registered name (as nameWords) appears among the words the bank shows of the
 * payer (as nameWords, in the payer column or the description).
 *
 * Banks cut long names short at the end, so the name's leading words must all be there (two of
 * them, or the whole name when it has fewer), in any order and anywhere; the last word found
 * may itself be cut short to 3 letters or more. Two people sharing only a first name
 * (MUHAMMAD ALI, MUHAMMAD HAFIZ) therefore do not match.
 */
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

/** Whether a registered payer name appears in what the bank shows of the payer. */
export const payerNameMatches = (registeredName: string, shownText: string): boolean =>
  nameAppearsIn(nameWords(registeredName), new Set(nameWords(shownText)))
