import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { expect, test } from '@playwright/test'

// What `next build` decided for the public pages, read from the build the server runs: each
// page route is prerendered on demand and cached (● SSG/ISR in the build's route table), none
// is rendered per request (ƒ). The cache hits themselves are checked against the server in
// content-updates.serial.spec.ts and blog.spec.ts.

const readManifest = async (name: string) =>
  JSON.parse(await readFile(path.join(process.cwd(), '.next', name), 'utf8'))

test('every public page route is static or ISR in the build; only a payer’s own page and certificates’ pages are rendered per request', async () => {
  const appRoutes: Record<string, string> = await readManifest('app-path-routes-manifest.json')
  const prerender = await readManifest('prerender-manifest.json')
  const cached = new Set([
    ...Object.keys(prerender.routes),
    ...Object.keys(prerender.dynamicRoutes),
  ])
  const pages = Object.entries(appRoutes)
    .filter(([file]) => file.startsWith('/(frontend)/') && file.endsWith('/page'))
    .map(([, route]) => route)
  // A payer's page shows one registration's figures to whoever holds its signed link: it is
  // rendered for each request and never kept.
  // Likewise a certificate's page, found by a code anyone may make up (none may become a cache
  // entry), and the form that takes a typed code.
  const perRequest = ['/payment/[id]', '/verify', '/verify/[code]']
  for (const route of perRequest) {
    expect(pages).toContain(route)
    expect(cached.has(route), route).toBe(false)
  }
  const publicPages = pages.filter((route) => !perRequest.includes(route))
  // Home, each inner page, the gallery and the blog (list and posts).
  expect(publicPages.sort()).toEqual(
    [
      '/[[...path]]',
      '/about/[[...rest]]',
      '/blog/[segment]/[lang]',
      '/certifications/[[...rest]]',
      '/clients/[[...rest]]',
      '/contact/[[...rest]]',
      '/gallery/[filter]',
      '/privacy/[[...rest]]',
      '/products/[[...rest]]',
      '/programs/[[...rest]]',
      '/registration/[[...rest]]',
    ].sort(),
  )
  for (const route of publicPages) expect(cached.has(route), route).toBe(true)
  // Rendered on first request (nothing at build time, so the build needs no database),
  // then served from the cache until revalidated.
  for (const route of publicPages) {
    expect(prerender.dynamicRoutes[route]?.fallback, route).toBeNull()
  }
})
