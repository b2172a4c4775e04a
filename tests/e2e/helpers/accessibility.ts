import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

import { renderWholePage } from '../../../scripts/lib/render-whole-page'

/** Runs axe on the page as it is now; serious and critical violations fail the test. */
export const expectNoSeriousViolations = async (page: Page) => {
  await renderWholePage(page)
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}
