import { positiveIntegerSetting } from '../positive-integer-setting'

export const DEFAULT_COMPRESSED_PAGES_MB = 16

export const compressedPagesBytes = (env: Record<string, string | undefined>): number =>
  positiveIntegerSetting(
    env.COMPRESSED_PAGES_MAX_MB,
    DEFAULT_COMPRESSED_PAGES_MB,
    'COMPRESSED_PAGES_MAX_MB',
  ) *
  1024 *
  1024
