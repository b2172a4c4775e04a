export const ROLES = ['admin', 'editor'] as const

export type Role = (typeof ROLES)[number]

type MaybeUser = { role?: string | null } | null | undefined

export const hasRole = (user: MaybeUser, ...roles: Role[]): boolean =>
  Boolean(user?.role && (roles as string[]).includes(user.role))
