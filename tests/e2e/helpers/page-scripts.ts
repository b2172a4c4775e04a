import type { Page } from '@playwright/test'

/** The text of every script the page downloads from now on, filled in as they arrive. */
export const recordScripts = (page: Page): string[] => {
  const scripts: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text())
  })
  return scripts
}
