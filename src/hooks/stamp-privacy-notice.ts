import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Records which version of the privacy notice a public submission was sent under (PDPA):
 * the one published when it arrived, whatever the browser sent.
 */
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
