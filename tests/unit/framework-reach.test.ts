import { describe, expect, it } from 'vitest'

import { importsOf, readSource, sourceFilesUnder } from './helpers/source-files'

const FRAMEWORK_FOLDER = 'src/server/framework/'

const PRIVATE_PATH = /^(next\/dist\/|payload\/dist\/|@payloadcms\/[^/]+\/dist\/)/

const FRAMEWORK_METHODS =
  'writeHead|write|end|setHeader|getHeader|removeHeader|headers|rewrites|redirects|' +
  'connect|init|beginTransaction|commitTransaction|rollbackTransaction|updateJobs|' +
  'handle|listen|emit|render|getRequestHandler|prepare'

/**
 * `x.y = function…`, `x.y = (…) =>`, `x.y = wrap(x.y)`, or a known method of Next's,
 * Payload's or Node's HTTP objects assigned anything (`on…` event handler properties aside).
 */
const METHOD_ASSIGNMENT = new RegExp(
  [
    String.raw`\b[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*\.(?!on[a-z])[A-Za-z_$][\w$]*\s*=(?![=>])\s*(?:async\s+)?(?:function\b|\([^()]*\)\s*(?::[^=;]*)?=>|[A-Za-z_$][\w$]*\s*=>)`,
    String.raw`\.([A-Za-z_$][\w$]*)\s*=(?![=>])\s*[\w$.]+\(\s*[\w$.]*\.\1\s*[,)]`,
    String.raw`\.(?:${FRAMEWORK_METHODS})\s*=(?![=>])`,
  ].join('|'),
  'g',
)

const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')

const checkedFiles = () =>
  [
    ...sourceFilesUnder('src'),
    ...sourceFilesUnder('scripts'),
    'next.config.mjs',
    'payload.config.ts',
  ].filter((file) => !file.startsWith(FRAMEWORK_FOLDER))

/**
 * Whatever reaches into Next's or Payload's internals, or replaces a method on one of their
 * objects, lives in src/server/framework/ with a note of what it works around and when it
 * can go, so an upgrade has one folder to re-check.
 */
describe('framework reach', () => {
  it('keeps imports of framework-private paths in src/server/framework', () => {
    const found = checkedFiles().flatMap((file) =>
      importsOf(readSource(file))
        .filter((specifier) => PRIVATE_PATH.test(specifier))
        .map((specifier) => `${file} imports ${specifier}`),
    )
    expect(found).toEqual([])
  })

  it('keeps replacing methods of framework objects in src/server/framework', () => {
    const found = checkedFiles().flatMap((file) =>
      [...withoutComments(readSource(file)).matchAll(METHOD_ASSIGNMENT)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    )
    expect(found).toEqual([])
  })

  it('gives every file in src/server/framework a header saying what it works around', () => {
    const files = sourceFilesUnder(FRAMEWORK_FOLDER)
    expect(files.length).toBeGreaterThan(0)
    const unexplained = files.filter((file) => {
      const header = /^\/\*\*([\s\S]*?)\*\//.exec(readSource(file))?.[1] ?? ''
      return !/Framework (patch|reach)|Part of the/.test(header) || !/Remove|Goes with/.test(header)
    })
    expect(unexplained).toEqual([])
  })

  it('finds a patch where there is one', () => {
    const patched = withoutComments(readSource('src/server/framework/hold-html-response.ts'))
    expect(patched.match(METHOD_ASSIGNMENT)?.length).toBeGreaterThanOrEqual(3)
    expect(importsOf(readSource('src/server/framework/page-cache-handler.mjs'))).toContain(
      'next/dist/server/lib/incremental-cache/file-system-cache.js',
    )
  })
})
