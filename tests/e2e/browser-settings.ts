import type { LaunchOptions } from '@playwright/test'

/** Debian's Chromium, as every end-to-end project launches it: Playwright downloads no browser here. */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

/**
 * The same browser with the scrollbars a desktop shows. Playwright hides them by default, and
 * then a scrollbar appearing cannot move anything.
 */
export const CHROMIUM_WITH_SCROLLBARS: LaunchOptions = {
  ...CHROMIUM_LAUNCH_OPTIONS,
  ignoreDefaultArgs: ['--hide-scrollbars'],
}
