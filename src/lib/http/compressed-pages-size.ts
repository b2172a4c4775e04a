import { positiveIntegerSetting } from '../positive-integer-setting'

/**
 * Memory the cached pages' compressed bodies may take (COMPRESSED_PAGES_MAX_MB). A page is a
 * few tens of kilobytes compressed, so the default keeps every version of every public page
 * in both encodings many times over and still fits a small host.
 */
export const DEFAULT_COMPRESSED_PAGES_MB = 16

export const compressedPagesBytes = (env: Record<string, string | undefined>): number =>
  positiveIntegerSetting(
    env.COMPRESSED_PAGES_MAX_MB,
    DEFAULT_COMPRESSED_PAGES_MB,
    'COMPRESSED_PAGES_MAX_MB',
  ) *
  1024 *
  1024
