import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The real Payload on the run's PostgreSQL database (migrated and seeded by onInit). */
export const testPayload = (): Promise<Payload> => getPayload({ config })
