/**
 * Debian's Chromium for Lighthouse, with the quiet flags every measurement uses
 * (scripts/lib/chromium-settings.ts).
 */
import { launch, type LaunchedChrome } from 'chrome-launcher'

import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from '../lib/chromium-settings'

export const launchChromium = (): Promise<LaunchedChrome> =>
  launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...QUIET_CHROMIUM_FLAGS],
    logLevel: 'error',
  })
