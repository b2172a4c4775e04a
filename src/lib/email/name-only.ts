/**
 * A participant's name as an e-mail to the address a visitor typed may show it: without
 * anything a mail program would turn into a link (web addresses, e-mail addresses, domain
 * names), so the form cannot be used to mail a stranger a link in the academy's name. What is
 * left is the name as typed; a name of nothing but such parts reads "Participant {no}".
 */

const LINK_LIKE = [
  /\b(?:https?:\/\/|www\.)\S*/gi,
  /\S+@\S+\.\S+/g,
  // Bare domains with the endings mail programs link; 'A.Rahman' stays a name.
  /\b[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|info|biz|my|io|co|me|ly|xyz|app|site|online|link|top)\b(?:\/\S*)?/gi,
]

export const nameWithoutLinks = (name: string, no: number): string => {
  const kept = LINK_LIKE.reduce((text, pattern) => text.replace(pattern, ' '), name)
    .replace(/\s+/g, ' ')
    .trim()
  return /\p{L}/u.test(kept) ? kept : `Participant ${no}`
}

/** The participants as a numbered list, one per line, each name without link-like parts. */
export const participantNamesList = (participants: Array<{ no: number; name: string }>): string =>
  participants.map(({ no, name }) => `${no}. ${nameWithoutLinks(name, no)}`).join('\n')
