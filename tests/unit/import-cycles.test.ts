import path from 'node:path'

import madge from 'madge'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '../..')

/**
 * A module that needs itself back through another is two ideas tangled: split out the shared
 * part (a leaf) instead. Checked here rather than by a lint rule because the lint rule walked
 * the whole import graph once per file.
 */
describe('imports', () => {
  it('form no cycle in src or scripts', async () => {
    const graph = await madge(['src', 'scripts'], {
      baseDir: root,
      fileExtensions: ['ts', 'tsx', 'mts', 'mjs'],
      tsConfig: path.join(root, 'tsconfig.json'),
      excludeRegExp: [/node_modules/, /\.next\//],
    })
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(300)
    expect(graph.circular()).toEqual([])
    // Parsing every module takes a few seconds alone, more beside the integration tests.
  }, 30_000)
})
