import { inject } from 'vitest'

// Runs in each worker before the tests import Payload's config, which reads these.
Object.assign(process.env, inject('s3Env'))
delete process.env.UPLOADS_DIR
