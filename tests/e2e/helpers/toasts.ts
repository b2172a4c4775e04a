import { expect, type Page } from '@playwright/test'

/** The one toast on screen (Radix renders it as a list item in the notifications region). */
export const toastOnScreen = (page: Page) =>
  page.getByRole('region', { name: /Notification/ }).getByRole('listitem')

/** The spec's failure toasts (§4, §8): shown in the destructive variant. */
const FAILURE_TITLES = new Set(['Error', 'Participants Required', 'Registration Failed'])

/** The one toast's title and text, in the destructive variant exactly when it reports a failure. */
export const expectToast = async (page: Page, title: string, description?: string | RegExp) => {
  const toast = toastOnScreen(page)
  await expect(toast).toHaveCount(1)
  await expect(toast).toContainText(title)
  if (description) await expect(toast).toContainText(description)
  await expect(toast).toHaveAttribute(
    'data-variant',
    FAILURE_TITLES.has(title) ? 'destructive' : 'default',
  )
  return toast
}
