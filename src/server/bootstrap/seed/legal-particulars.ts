import type { SeedStep } from './seed-step'

// Examples to replace before the first real payment: a new installation must never issue
// documents with blank particulars.
export const seedLegalParticulars: SeedStep = async (payload, req) => {
  const site = await payload.findGlobal({ slug: 'site', req, depth: 0 })
  await payload.updateGlobal({
    req,
    slug: 'site',
    data: {
      legalName: site.legalName || `${site.name} Sdn. Bhd.`,
      companyRegistrationNo: site.companyRegistrationNo || '202201012345 (1451234-X)',
      sstRegistrationNo: site.sstRegistrationNo || 'W10-2201-32000123',
      sstRatePercent: site.sstRatePercent ?? 8,
    },
  })
}
