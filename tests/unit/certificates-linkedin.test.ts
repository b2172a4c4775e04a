import { describe, expect, it } from 'vitest'

import { linkedInAddToProfileUrl } from '@/lib/certificates/linkedin'

const certification = {
  name: 'Advanced Strategic Leadership: Certified Program',
  organizationName: 'Malaysia Leadership Academy Sdn. Bhd.',
  issuedOn: '2027-03-12',
  certUrl: 'https://academy.example.my/verify/K7QF-3M9X-8RTD-W2HN',
  certId: 'CERT-2027-000123',
}

describe('linkedInAddToProfileUrl', () => {
  it('fills LinkedIn’s add-to-profile form with the certification', () => {
    const url = new URL(linkedInAddToProfileUrl(certification))
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Advanced Strategic Leadership: Certified Program',
      organizationName: 'Malaysia Leadership Academy Sdn. Bhd.',
      issueYear: '2027',
      issueMonth: '3',
      certUrl: 'https://academy.example.my/verify/K7QF-3M9X-8RTD-W2HN',
      certId: 'CERT-2027-000123',
    })
  })

  it('names the academy by its LinkedIn page when it has one', () => {
    const url = new URL(linkedInAddToProfileUrl({ ...certification, organizationId: 1337 }))
    expect(url.searchParams.get('organizationId')).toBe('1337')
    expect(url.searchParams.has('organizationName')).toBe(false)
  })

  it('refuses a day of issue that is not a date', () => {
    expect(() => linkedInAddToProfileUrl({ ...certification, issuedOn: 'March 2027' })).toThrow(
      RangeError,
    )
  })
})
