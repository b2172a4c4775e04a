import { expect, type Page } from '@playwright/test'

/**
 * Waits until the page's scripts have brought the site header to life: the menu button then
 * says whether the menu is open (its state needs the scripts; opening it does not). A link
 * followed after this is a navigation within the page, not a new page load.
 */
export const expectHeaderLive = async (page: Page): Promise<void> => {
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
}
