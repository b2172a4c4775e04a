/**
 * LinkedIn's "Add to profile" link for certifications: the participant lands on their own
 * profile with the certification filled in, and its credential URL and ID shown under it
 * link back to the verification page. No API key and no LinkedIn account of the academy's
 * are involved; an organisation ID (from the academy's LinkedIn page) shows its logo
 * instead of a plain name.
 */

export type LinkedInCertification = {
  /** The certification's name as it should read on the profile: the programme. */
  name: string
  organizationName: string
  /** The academy's LinkedIn organisation ID, when it has a page. */
  organizationId?: string | number | null
  /** The day of issue, 'YYYY-MM-DD'. */
  issuedOn: string
  /** The verification page. */
  certUrl: string
  /** The certificate number people quote. */
  certId: string
}

export const linkedInAddToProfileUrl = (certification: LinkedInCertification): string => {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(certification.issuedOn)
  if (!match) throw new RangeError(`Not a day of issue: ${certification.issuedOn}`)
  const params = new URLSearchParams({ startTask: 'CERTIFICATION_NAME', name: certification.name })
  // LinkedIn takes one or the other: the ID links the academy's page, the name is plain text.
  if (certification.organizationId != null && String(certification.organizationId) !== '') {
    params.set('organizationId', String(certification.organizationId))
  } else {
    params.set('organizationName', certification.organizationName)
  }
  params.set('issueYear', match[1])
  params.set('issueMonth', String(Number(match[2])))
  params.set('certUrl', certification.certUrl)
  params.set('certId', certification.certId)
  return `https://www.linkedin.com/profile/add?${params.toString()}`
}
