import type { Page } from '@playwright/test'

/** zod's issue codes: in the forms' validation code, in no other script of the public site. */
export const isValidationCode = (script: string): boolean => script.includes('too_small')

/** Makes the forms' validation code unreachable in this page, as for a visitor who went offline. */
export const blockValidationCode = async (page: Page): Promise<void> => {
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    try {
      const response = await route.fetch()
      const body = await response.text()
      if (isValidationCode(body)) return await route.abort('internetdisconnected')
      return await route.fulfill({ response, body })
    } catch (error) {
      // The scripts start after the first paint, so a chunk can still be on its way when the
      // test ends; its page is gone and there is no one to answer. Anything else is a failure.
      if (page.isClosed() || /Test ended|Target .*closed/.test(String(error))) return
      throw error
    }
  })
}
