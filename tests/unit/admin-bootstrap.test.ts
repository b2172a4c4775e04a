import { describe, expect, it } from 'vitest'

import { LOCAL_ADMIN_EMAIL, planAdminBootstrap } from '@/lib/admin-bootstrap'

const base = { embeddedDatabase: false, userCount: 0, existingRole: null }

describe('planAdminBootstrap', () => {
  it('creates the configured admin when no account has that e-mail', () => {
    expect(
      planAdminBootstrap({ ...base, adminEmail: ' Boss@X.my ', adminPassword: 'long-enough-pw' }),
    ).toEqual({
      action: 'create',
      email: 'boss@x.my',
      password: 'long-enough-pw',
      printLogin: false,
    })
  })

  it('does nothing when the configured admin already exists, and promotes an editor', () => {
    const env = { adminEmail: 'boss@x.my', adminPassword: 'long-enough-pw', userCount: 3 }
    expect(planAdminBootstrap({ ...base, ...env, existingRole: 'admin' })).toEqual({
      action: 'none',
    })
    expect(planAdminBootstrap({ ...base, ...env, existingRole: 'editor' })).toEqual({
      action: 'promote',
      email: 'boss@x.my',
    })
  })

  it('refuses half a configuration or a short password', () => {
    expect(() => planAdminBootstrap({ ...base, adminEmail: 'boss@x.my' })).toThrow(/both/)
    expect(() => planAdminBootstrap({ ...base, adminPassword: 'long-enough-pw' })).toThrow(/both/)
    expect(() =>
      planAdminBootstrap({ ...base, adminEmail: 'boss@x.my', adminPassword: 'short' }),
    ).toThrow(/12 characters/)
  })

  it('makes a local admin only on an empty embedded database', () => {
    expect(planAdminBootstrap({ ...base, embeddedDatabase: true })).toEqual({
      action: 'create',
      email: LOCAL_ADMIN_EMAIL,
      password: 'generate',
      printLogin: true,
    })
    expect(planAdminBootstrap({ ...base, embeddedDatabase: true, userCount: 1 })).toEqual({
      action: 'none',
    })
    // An external database with no accounts uses Payload's create-first-user screen.
    expect(planAdminBootstrap(base)).toEqual({ action: 'none' })
  })
})
