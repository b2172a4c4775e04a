import { expect, type Page } from '@playwright/test'

/** The toast on screen (Payload's, one at a time) shows this title and text. */
export const expectToast = async (page: Page, title: string, description: string) => {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: description })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText(title)
}
