import { describe, expect, it } from 'vitest'

import { errorDataOf, fieldErrorsOf, requestErrorMessage } from '@/lib/http/request-error'

describe('requestErrorMessage (spec §8)', () => {
  it('reads "{status}: {message}" for our API’s JSON errors', () => {
    expect(
      requestErrorMessage(
        429,
        'Too Many Requests',
        JSON.stringify({ errors: [{ message: 'Too many submissions. Please try again later.' }] }),
      ),
    ).toBe('429: Too many submissions. Please try again later.')
  })

  it('uses the body text as it came, or the status text when the body is empty', () => {
    expect(requestErrorMessage(502, 'Bad Gateway', 'upstream timed out')).toBe(
      '502: upstream timed out',
    )
    expect(requestErrorMessage(500, 'Internal Server Error', '')).toBe('500: Internal Server Error')
    expect(requestErrorMessage(500, '', '  ')).toBe('500: Request failed')
  })
})

describe('fieldErrorsOf and errorDataOf', () => {
  const body = JSON.stringify({
    errors: [
      {
        message: 'The following field is invalid: organization',
        data: {
          errors: [{ path: 'organization', message: 'Organization is required' }, { nonsense: 1 }],
          remainingSeats: 3,
        },
      },
    ],
  })

  it('lists the per-field messages of a validation error', () => {
    expect(fieldErrorsOf(body)).toEqual([
      { path: 'organization', message: 'Organization is required' },
    ])
    expect(fieldErrorsOf('not json')).toEqual([])
  })

  it('exposes the data the server attached', () => {
    expect(errorDataOf(body)).toMatchObject({ remainingSeats: 3 })
    expect(errorDataOf('{}')).toEqual({})
  })
})
