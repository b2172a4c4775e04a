import type { Page } from '@playwright/test'

/** zod's issue codes: in the forms' validation code, in no other script of the public site. */
export const isValidationCode = (script: string): boolean => script.includes('too_small')

/** Makes the forms' validation code unreachable in this page, as for a visitor who went offline. */
export const blockValidationCode = async (page: Page): Promise<void> => {
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (isValidationCode(body)) return route.abort('internetdisconnected')
    return route.fulfill({ response, body })
  })
}
