import type { Payload } from 'payload'

import { seedSite } from './site'

type SeedStep = { step: string; run: (payload: Payload) => Promise<void> }

/** In order. Rename a step (e.g. `-v2`) only to deliberately seed its content again. */
const STEPS: SeedStep[] = [{ step: 'site-v1', run: seedSite }]

/** Runs each step that has never run on this database; never touches content seeded before. */
export const runSeeds = async (payload: Payload): Promise<void> => {
  const { docs } = await payload.find({ collection: 'seed-runs', limit: 0, pagination: false })
  const done = new Set(docs.map((doc) => doc.step))
  for (const { step, run } of STEPS) {
    if (done.has(step)) continue
    await run(payload)
    await payload.create({ collection: 'seed-runs', data: { step } })
    payload.logger.info(`Seeded ${step}.`)
  }
}
