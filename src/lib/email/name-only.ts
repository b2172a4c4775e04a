// Nothing a mail program would link (web or e-mail addresses, domains) goes to the address a
// visitor typed, so the form cannot mail a stranger a link in the academy's name.

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

export const participantNamesList = (participants: Array<{ no: number; name: string }>): string =>
  participants.map(({ no, name }) => `${no}. ${nameWithoutLinks(name, no)}`).join('\n')
