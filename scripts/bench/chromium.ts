/**
 * Debian's Chromium for Lighthouse: nothing is downloaded here, and these flags keep the
 * browser from reaching for the network or doing background work while it measures.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher'

import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from '../lib/chromium-settings'

export { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS }

export const launchChromium = (): Promise<LaunchedChrome> =>
  launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...QUIET_CHROMIUM_FLAGS],
    logLevel: 'error',
  })
