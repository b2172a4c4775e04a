import type { LaunchOptions } from '@playwright/test'

import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from '../../scripts/lib/chromium-settings'

/** Debian's Chromium, as every end-to-end project launches it: Playwright downloads no browser here. */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: QUIET_CHROMIUM_FLAGS,
}

/**
 * The same browser with the scrollbars a desktop shows. Playwright hides them by default, and
 * then a scrollbar appearing cannot move anything.
 */
export const CHROMIUM_WITH_SCROLLBARS: LaunchOptions = {
  ...CHROMIUM_LAUNCH_OPTIONS,
  ignoreDefaultArgs: ['--hide-scrollbars'],
}
