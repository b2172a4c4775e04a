import { passwordProblem } from './password-policy'

export const LOCAL_ADMIN_EMAIL = 'admin@academy.local'

export type AdminBootstrapInput = {
  adminEmail?: string
  adminPassword?: string
  embeddedDatabase: boolean
  userCount: number
  existingRole?: string | null
}

export type AdminBootstrapPlan =
  | { action: 'none' }
  | { action: 'create'; email: string; password: string | 'generate'; printLogin: boolean }
  | { action: 'promote'; email: string }

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
