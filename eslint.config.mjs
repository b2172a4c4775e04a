import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Work with Node and Next.js, never by changing their objects behind their back: a patched
    // prototype reaches only what it happens to be installed before, and hides what it does.
    files: ['src/**', 'scripts/**'],
    // Import cycles are refused by tests/unit/import-cycles.test.ts.
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "AssignmentExpression > MemberExpression.left[property.name='prototype']",
          message: 'Do not replace a prototype.',
        },
        {
          selector:
            "AssignmentExpression > MemberExpression.left > MemberExpression.object[property.name='prototype']",
          message: 'Do not patch a prototype: wrap or compose instead.',
        },
        {
          selector:
            "CallExpression[callee.object.name=/^(Object|Reflect)$/][callee.property.name=/^(assign|defineProperty|defineProperties|setPrototypeOf)$/] > MemberExpression.arguments:first-child[property.name='prototype']",
          message: 'Do not patch a prototype: wrap or compose instead.',
        },
      ],
    },
  },
  {
    ignores: [
      '.next/',
      // The benchmark's reference app's own build (npm run bench).
      'scripts/bench/reference-app/.next/',
      '.data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'src/migrations/',
      'next-env.d.ts',
    ],
  },
]

export default config
