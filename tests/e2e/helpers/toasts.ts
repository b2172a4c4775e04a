import { expect, type Page } from '@playwright/test'

/** The one toast on screen (Radix renders it as a list item in the notifications region). */
export const toastOnScreen = (page: Page) =>
  page.getByRole('region', { name: /Notification/ }).getByRole('listitem')

/** The one toast's title and text; an "Error" toast must be the destructive variant (spec §4). */
export const expectToast = async (page: Page, title: string, description?: string | RegExp) => {
  const toast = toastOnScreen(page)
  await expect(toast).toHaveCount(1)
  await expect(toast).toContainText(title)
  if (description) await expect(toast).toContainText(description)
  await expect(toast).toHaveAttribute('data-variant', title === 'Error' ? 'destructive' : 'default')
  return toast
}
