import { expect, type Page } from '@playwright/test'

/**
 * Waits until the page's scripts have brought the site header to life: the menu button then
 * says whether the menu is open (its state needs the scripts; opening it does not). A link
 * followed after this is a navigation within the page, not a new page load.
 */
export const expectHeaderLive = async (page: Page): Promise<void> => {
  // The button is only shown below 1024 px; it is there, hidden, on wider screens.
  await expect(
    page.getByRole('button', { name: 'Open menu', includeHidden: true }),
  ).toHaveAttribute('aria-expanded', 'false')
}
