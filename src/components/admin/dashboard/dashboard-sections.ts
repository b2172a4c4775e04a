/** A panel of the dashboard as its contents list it: the panel's id (`/admin#id`) and name. */
export type DashboardSection = { id: string; label: string }

/**
 * The dashboard's panels in the order they are shown; admins see them all, editors those
 * not marked `adminOnly` (the others hold personal data or payments).
 */
const SECTIONS: Array<DashboardSection & { adminOnly?: true }> = [
  { id: 'registrations', label: 'Registrations', adminOnly: true },
  { id: 'bank-statements', label: 'Bank statements', adminOnly: true },
  { id: 'inquiries', label: 'Inquiries', adminOnly: true },
  { id: 'videos', label: 'Videos' },
  { id: 'personal-data', label: 'Personal data', adminOnly: true },
  { id: 'audit-log', label: 'Audit log', adminOnly: true },
  { id: 'content', label: 'Content' },
]

export const dashboardSections = (isAdmin: boolean): DashboardSection[] =>
  SECTIONS.filter((section) => isAdmin || !section.adminOnly).map(({ id, label }) => ({
    id,
    label,
  }))
