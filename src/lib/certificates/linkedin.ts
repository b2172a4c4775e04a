// LinkedIn's "Add to profile" link needs no API key and no LinkedIn account of the academy's.

export type LinkedInCertification = {
  name: string
  organizationName: string
  organizationId?: string | number | null
  issuedOn: string
  certUrl: string
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
