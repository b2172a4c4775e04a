import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/int/**/*.test.ts'],
          globalSetup: ['tests/int/global-setup.ts'],
          // One database for the run; files take turns so counts and races stay meaningful.
          fileParallelism: false,
          // Files share one module graph, so Payload (and its config) starts once per run
          // rather than once per file.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-s3',
          include: ['tests/int-s3/**/*.test.ts'],
          // A real S3 server on loopback and a database of its own (see its global setup).
          globalSetup: ['tests/int-s3/global-setup.ts'],
          setupFiles: ['tests/int-s3/s3-env.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
