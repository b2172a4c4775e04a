import { describe, expect, it } from 'vitest'

import {
  DEFAULT_EMAIL_QUEUE_BATCH_SIZE,
  DEFAULT_EMAIL_QUEUE_CONCURRENCY,
  emailQueueSettings,
} from '@/lib/email/queue-settings'

describe('the e-mail queue’s settings', () => {
  it('are the defaults when unset or blank', () => {
    const defaults = {
      batchSize: DEFAULT_EMAIL_QUEUE_BATCH_SIZE,
      concurrency: DEFAULT_EMAIL_QUEUE_CONCURRENCY,
    }
    expect(emailQueueSettings({})).toEqual(defaults)
    expect(
      emailQueueSettings({ EMAIL_QUEUE_BATCH_SIZE: ' ', EMAIL_QUEUE_CONCURRENCY: '' }),
    ).toEqual(defaults)
  })

  it('take whole numbers of at least 1', () => {
    expect(
      emailQueueSettings({ EMAIL_QUEUE_BATCH_SIZE: '250', EMAIL_QUEUE_CONCURRENCY: '4' }),
    ).toEqual({ batchSize: 250, concurrency: 4 })
  })

  it('stop the server at start when malformed, naming the setting', () => {
    expect(() => emailQueueSettings({ EMAIL_QUEUE_BATCH_SIZE: '0' })).toThrow(
      'EMAIL_QUEUE_BATCH_SIZE',
    )
    expect(() => emailQueueSettings({ EMAIL_QUEUE_CONCURRENCY: '2.5' })).toThrow(
      'EMAIL_QUEUE_CONCURRENCY',
    )
    expect(() => emailQueueSettings({ EMAIL_QUEUE_CONCURRENCY: 'many' })).toThrow(
      'EMAIL_QUEUE_CONCURRENCY',
    )
  })
})
