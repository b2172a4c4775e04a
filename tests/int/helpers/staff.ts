import type { Payload } from 'payload'

import type { Role } from '@/lib/roles'

import { login } from './rest'

let counter = 0

/** Creates a staff account with a unique e-mail and returns it with a signed-in token. */
export const createStaff = async (payload: Payload, role: Role) => {
  const email = `${role}-${Date.now()}-${counter++}@staff.test`
  const password = 'correct-horse-battery-staple'
  const user = await payload.create({ collection: 'users', data: { email, password, role } })
  return { user, email, password, token: await login(email, password) }
}
