import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { runSeeds } from '@/server/bootstrap/seed'

import { testPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('seeding', () => {
  it('seeded the site details when the database was new', async () => {
    const site = await payload.findGlobal({ slug: 'site' })
    expect(site.slogan).toBe('Now Everyone Can Lead')
    expect(site.supportEmail).toMatch(/@/)
  })

  it('never overwrites what an editor changed', async () => {
    await payload.updateGlobal({ slug: 'site', data: { name: 'Edited By Staff' } })
    await runSeeds(payload)
    await runSeeds(payload)
    const site = await payload.findGlobal({ slug: 'site' })
    expect(site.name).toBe('Edited By Staff')
    const { totalDocs } = await payload.count({ collection: 'seed-runs' })
    expect(totalDocs).toBeGreaterThan(0)
    const steps = (await payload.find({ collection: 'seed-runs', limit: 0 })).docs.map(
      (d) => d.step,
    )
    expect(new Set(steps).size).toBe(steps.length)
  })
})
