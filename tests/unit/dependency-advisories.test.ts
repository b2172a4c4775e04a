import { readFileSync } from 'node:fs'
import path from 'node:path'

import semver from 'semver'
import { describe, expect, it } from 'vitest'

/**
 * The published advisories that matter for this stack, with the first version that fixes
 * each (SECURITY.md explains them). `npm audit` cannot reach an advisory service from our
 * machines, so this test holds the line instead: it fails if package-lock.json installs a
 * version below any of these.
 */
const ADVISORIES: Array<{ id: string; packages: string[]; fixedIn: string }> = [
  {
    id: 'CVE-2025-4643 (GHSA-5v66-m237-hwf7): tokens valid after logout',
    packages: ['payload', '@payloadcms/next'],
    fixedIn: '3.44.0',
  },
  {
    id: 'CVE-2026-25574 (GHSA-jq29-r496-r955): preferences across auth collections',
    packages: ['payload'],
    fixedIn: '3.74.0',
  },
  {
    id: 'GHSA-2pwp-2369-8fg3 / GHSA-9qpg-3cf8-w33x: SVG and XML uploads as stored XSS',
    packages: ['payload'],
    fixedIn: '3.90.0',
  },
  {
    id: 'CVE-2026-39356 (GHSA-gpj5-g38j-94v9): SQL injection through identifiers',
    packages: ['drizzle-orm'],
    fixedIn: '0.45.2',
  },
  {
    id: 'CVE-2025-55182 / CVE-2025-66478: React Server Components remote code execution',
    packages: ['next'],
    fixedIn: '16.0.7',
  },
  {
    id: 'CVE-2025-55183, CVE-2025-55184, CVE-2025-67779: RSC source exposure and DoS',
    packages: ['next'],
    fixedIn: '16.0.10',
  },
  {
    id: 'CVE-2026-23869, CVE-2026-23870: RSC denial of service',
    packages: ['next'],
    fixedIn: '16.2.5',
  },
]

// React Server Components ship inside Next (next/dist/compiled); a separate copy would need
// the React-side fixes of the same advisories.
const RSC_PACKAGE = /^node_modules\/(.+\/)?react-server-dom-[^/]+$/
const RSC_FIXED_IN = '19.2.6'

type Lockfile = { packages: Record<string, { version?: string }> }

const lockfile: Lockfile = JSON.parse(readFileSync(path.resolve('package-lock.json'), 'utf8'))

/** Every installed copy of a package, wherever npm nested it. */
const installedVersions = (name: string): string[] =>
  Object.entries(lockfile.packages)
    .filter(([key]) => key === `node_modules/${name}` || key.endsWith(`/node_modules/${name}`))
    .map(([, entry]) => entry.version ?? '0.0.0')

describe('installed dependencies are past every known advisory (SECURITY.md)', () => {
  for (const advisory of ADVISORIES) {
    for (const name of advisory.packages) {
      it(`${name} ≥ ${advisory.fixedIn}: ${advisory.id}`, () => {
        const versions = installedVersions(name)
        expect(versions.length, `${name} is not in package-lock.json`).toBeGreaterThan(0)
        for (const version of versions) {
          expect(semver.gte(version, advisory.fixedIn), `${name}@${version}`).toBe(true)
        }
      })
    }
  }

  it(`any separate react-server-dom-* copy is ≥ ${RSC_FIXED_IN}`, () => {
    for (const [key, entry] of Object.entries(lockfile.packages)) {
      if (RSC_PACKAGE.test(key))
        expect(semver.gte(entry.version ?? '0.0.0', RSC_FIXED_IN), key).toBe(true)
    }
  })
})
