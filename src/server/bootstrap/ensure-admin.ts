import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { planAdminBootstrap } from '@/lib/admin-bootstrap'

const generatePassword = (): string => randomBytes(18).toString('base64url')

export const ensureAdmin = async (
  payload: Payload,
  env: Record<string, string | undefined> = process.env,
): Promise<void> => {
  const adminEmail = env.ADMIN_EMAIL?.trim().toLowerCase()
  const [{ totalDocs: userCount }, existing] = await Promise.all([
    payload.count({ collection: 'users' }),
    adminEmail
      ? payload.find({ collection: 'users', where: { email: { equals: adminEmail } }, limit: 1 })
      : null,
  ])
  const existingUser = existing?.docs[0]
  const plan = planAdminBootstrap({
    adminEmail,
    adminPassword: env.ADMIN_PASSWORD,
    embeddedDatabase: env.EMBEDDED_DATABASE === '1',
    userCount,
    existingRole: existingUser ? existingUser.role : null,
  })

  if (plan.action === 'promote' && existingUser) {
    await payload.update({ collection: 'users', id: existingUser.id, data: { role: 'admin' } })
    payload.logger.info(`Gave ${plan.email} the admin role.`)
  }
  if (plan.action === 'create') {
    const password = plan.password === 'generate' ? generatePassword() : plan.password
    await payload.create({
      collection: 'users',
      data: { email: plan.email, password, role: 'admin', name: 'Administrator' },
    })
    if (plan.printLogin) {
      // Printed once: the password is stored only as a hash.
      console.log(
        [
          '',
          '  A local admin account was created. Sign in at /admin with:',
          `    e-mail:   ${plan.email}`,
          `    password: ${password}`,
          '  (shown only this once; keep it somewhere safe)',
          '',
        ].join('\n'),
      )
    } else {
      payload.logger.info(`Created the admin account ${plan.email}.`)
    }
  }
}
