import { passwordProblem } from './password-policy'

/** The account a fresh local install gets when no ADMIN_EMAIL / ADMIN_PASSWORD is given. */
export const LOCAL_ADMIN_EMAIL = 'admin@academy.local'

export type AdminBootstrapInput = {
  adminEmail?: string
  adminPassword?: string
  /** True when our start script launched the embedded PostgreSQL (a developer's machine). */
  embeddedDatabase: boolean
  userCount: number
  /** Role of the account that already has `adminEmail`, if any. */
  existingRole?: string | null
}

export type AdminBootstrapPlan =
  | { action: 'none' }
  | { action: 'create'; email: string; password: string | 'generate'; printLogin: boolean }
  | { action: 'promote'; email: string }

/** Decides what start-up does about the first admin account; throws on unusable settings. */
export const planAdminBootstrap = (input: AdminBootstrapInput): AdminBootstrapPlan => {
  const email = input.adminEmail?.trim().toLowerCase() ?? ''
  const password = input.adminPassword ?? ''
  if (email || password) {
    if (!email || !password) {
      throw new Error('Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.')
    }
    const problem = passwordProblem(password)
    if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}.`)
    if (input.existingRole === undefined || input.existingRole === null) {
      return { action: 'create', email, password, printLogin: false }
    }
    return input.existingRole === 'admin' ? { action: 'none' } : { action: 'promote', email }
  }
  // With an external database and no accounts, Payload's create-first-user screen takes over.
  if (input.embeddedDatabase && input.userCount === 0) {
    return { action: 'create', email: LOCAL_ADMIN_EMAIL, password: 'generate', printLogin: true }
  }
  return { action: 'none' }
}
