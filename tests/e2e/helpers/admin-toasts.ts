import { expect, type Page } from '@playwright/test'

/** In the admin, the newest toast: Payload shows one at a time (spec §9), older ones wait behind it. */
export const frontToast = (page: Page) => page.locator('[data-sonner-toast][data-front="true"]')

/** The toast on screen shows this title and text. */
export const expectAdminToast = async (page: Page, title: string, description: string) => {
  const toast = frontToast(page)
  await expect(toast).toContainText(description)
  await expect(toast).toContainText(title)
  await expect(toast).toBeVisible()
}
