// The end-to-end server starts on a fresh database but may reuse the last build: pages and
// CMS reads that an earlier run rendered and cached on disk (Next's route cache and data
// cache) came from another database, and a page older than its `revalidate` is still served
// once while it renders again. Forget them, so every run starts from what its own database says.
import { rm } from 'node:fs/promises'

for (const folder of ['.next/server/route-cache', '.next/cache/fetch-cache']) {
  await rm(folder, { recursive: true, force: true })
}
