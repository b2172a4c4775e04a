import type { CollectionBeforeChangeHook } from 'payload'

// The version published when it arrived (PDPA), whatever the browser sent.
export const stampPrivacyNotice: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const notice = await req.payload.findGlobal({
    slug: 'privacy-notice',
    req,
    depth: 0,
    select: { version: true },
  })
  return { ...data, privacyNoticeVersion: notice.version ?? null }
}
