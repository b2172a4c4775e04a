import type { Pool } from 'pg'

import type { AdmissionSettings } from './admission-figures'

type SettingsRow = {
  title: string
  reference_prefix: string
  starts_at_ms: string | number
  capacity: string | number
  registration_open: boolean | null
  early_bird_enabled: boolean | null
  early_bird_discount_percent: string | number | null
  early_bird_deadline_ms: string | number | null
  price_tiers: Array<{ minParticipants: number; ratePerPerson: number }> | null
  privacy_notice_version: string | null
}

// Times travel as epoch milliseconds: no timestamp text format to parse.
const isoOf = (ms: string | number): string => new Date(Number(ms)).toISOString()

/**
 * What the public registration path reads before admitting: the workshop global's admission
 * settings and the privacy notice's version, in one plain query on the pool rather than two of
 * Payload's global reads (each builds a relational query; under load, issue 12, that CPU
 * time was a good part of a registration's). An integration test holds it equal to `payload.findGlobal`. `workshop` is
 * null before the global was ever saved (a registration is then refused as closed).
 */
export const readAdmissionSettings = async (
  pool: Pick<Pool, 'query'>,
): Promise<{ workshop: AdmissionSettings | null; privacyNoticeVersion: string | null }> => {
  const result = await pool.query<SettingsRow>(`
    select w.title, w.reference_prefix, extract(epoch from w.starts_at) * 1000 as starts_at_ms,
      w.capacity, w.registration_open, w.early_bird_enabled, w.early_bird_discount_percent,
      extract(epoch from w.early_bird_deadline) * 1000 as early_bird_deadline_ms,
      (select json_agg(json_build_object(
          'minParticipants', t.min_participants, 'ratePerPerson', t.rate_per_person
        ) order by t._order)
        from workshop_price_tiers t where t._parent_id = w.id) as price_tiers,
      (select version from privacy_notice limit 1) as privacy_notice_version
    from (select 1) as one left join workshop w on true
    limit 1`)
  const row = result.rows[0]
  if (!row || row.title === null) {
    return { workshop: null, privacyNoticeVersion: row?.privacy_notice_version ?? null }
  }
  return {
    workshop: {
      title: row.title,
      referencePrefix: row.reference_prefix,
      startsAt: isoOf(row.starts_at_ms),
      capacity: Number(row.capacity),
      registrationOpen: row.registration_open,
      priceTiers: (row.price_tiers ?? []).map((tier) => ({
        minParticipants: Number(tier.minParticipants),
        ratePerPerson: Number(tier.ratePerPerson),
      })),
      earlyBird: {
        enabled: row.early_bird_enabled,
        discountPercent:
          row.early_bird_discount_percent === null ? null : Number(row.early_bird_discount_percent),
        deadline: row.early_bird_deadline_ms === null ? null : isoOf(row.early_bird_deadline_ms),
      },
    },
    privacyNoticeVersion: row.privacy_notice_version,
  }
}
