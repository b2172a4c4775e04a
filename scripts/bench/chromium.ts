/**
 * Debian's Chromium for Lighthouse: nothing is downloaded here, and these flags keep the
 * browser from reaching for the network or doing background work while it measures.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** Debian's Chromium without its background work and network reaching. */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export const launchChromium = (): Promise<LaunchedChrome> =>
  launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...QUIET_CHROMIUM_FLAGS],
    logLevel: 'error',
  })
