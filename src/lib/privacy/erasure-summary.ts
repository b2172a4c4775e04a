export type ErasureCounts = {
  inquiries: number
  registrations: number
  participants: number
  emailDeliveries: number
  certificates: number
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export const erasureSummary = (erased: ErasureCounts): string => {
  const parts = [
    erased.inquiries > 0 && count(erased.inquiries, 'inquiry', 'inquiries'),
    erased.registrations > 0 &&
      count(erased.registrations, 'registration (as contact)', 'registrations (as contact)'),
    erased.participants > 0 &&
      count(erased.participants, 'participant entry', 'participant entries'),
    erased.emailDeliveries > 0 && count(erased.emailDeliveries, 'e-mail', 'e-mails'),
    erased.certificates > 0 &&
      count(erased.certificates, 'certificate (withdrawn)', 'certificates (withdrawn)'),
  ].filter((part): part is string => Boolean(part))
  if (parts.length === 0) return 'Nothing was held about this person.'
  const list =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`
  return `Anonymised ${list}.`
}
