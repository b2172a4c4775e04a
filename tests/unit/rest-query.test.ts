import { describe, expect, it } from 'vitest'

import { MAX_LIMIT, MAX_PAGE, restQueryProblem } from '@/lib/http/rest-query'

const check = (query: string) => restQueryProblem(new URLSearchParams(query))

describe('restQueryProblem', () => {
  it('accepts no query, and paging with whole numbers in range', () => {
    expect(check('')).toBeNull()
    expect(check('page=1&limit=10&depth=0&sort=-createdAt')).toBeNull()
    expect(check(`page=${MAX_PAGE}&limit=${MAX_LIMIT}`)).toBeNull()
    expect(check('limit=0&pagination=false')).toBeNull()
  })

  it('refuses a negative, zero, fractional, non-numeric, nested or huge page', () => {
    for (const page of ['-5', '0', '1.5', 'abc', '', '1e3', '99999999999999999999', ' 2']) {
      expect(check(`page=${encodeURIComponent(page)}`), page).toMatch(/^page must be/)
    }
    expect(check(`page=${MAX_PAGE + 1}`)).toMatch(/^page must be/)
    expect(check('page[x]=1')).toBe('page must be a whole number.')
  })

  it('refuses a negative, fractional, non-numeric, nested or huge limit', () => {
    for (const limit of ['-5', '1.5', 'abc', '99999999999999999999']) {
      expect(check(`limit=${limit}`), limit).toMatch(/^limit must be/)
    }
    expect(check(`limit=${MAX_LIMIT + 1}`)).toMatch(/^limit must be/)
    expect(check('limit[x]=1')).toBe('limit must be a whole number.')
  })

  it('checks every copy of a repeated parameter', () => {
    expect(check('page=1&page=-1')).toMatch(/^page must be/)
  })

  it('refuses a where or data that is not a JSON object, and takes one that is', () => {
    expect(check('where=abc')).toBe('where must be a JSON object.')
    expect(check('where=[1]')).toBe('where must be a JSON object.')
    expect(check('data=abc')).toBe('data must be a JSON object.')
    expect(check(`where=${encodeURIComponent('{"id":{"equals":1}}')}`)).toBeNull()
    expect(check('where[title][like]=abc&where[or][0][id][equals]=1')).toBeNull()
  })

  it('refuses the operators PostgreSQL cannot answer, in brackets or JSON', () => {
    expect(check('where[id][near]=1,2')).toBe('The "near" operator is not supported in where.')
    expect(check('where[or][0][tags][all]=x')).toMatch(/"all"/)
    expect(check(`where=${encodeURIComponent('{"and":[{"id":{"within":1}}]}')}`)).toMatch(
      /"within"/,
    )
  })
})
