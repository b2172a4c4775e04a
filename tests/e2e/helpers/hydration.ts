import { expect, type Locator } from '@playwright/test'

/**
 * Waits until React has hydrated a control, so its event handlers are attached. A click
 * before that on a control without a native action of its own (the menu button, Share, a
 * photo of the gallery) does nothing and is lost; `page.goto` returns at the load event,
 * which may come before React's hydration has reached the control. React marks every
 * element it has hydrated with its props (`__reactProps$…`).
 */
export const expectHydrated = async (control: Locator): Promise<void> => {
  await expect
    .poll(
      () =>
        control.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactProps$')),
        ),
      { message: 'React has not hydrated this control' },
    )
    .toBe(true)
}
