import { expect, type Locator } from '@playwright/test'

/**
 * Every testimonial of the carousel can be read where it is, one under the other and each as
 * wide as the first, and no control that would need the carousel's code is offered: the home
 * page as it is without scripts, or when that code could not be fetched.
 */
export const expectTestimonialsStacked = async (carousel: Locator) => {
  const slides = carousel.getByRole('group')
  await expect(slides).toHaveCount(5)
  for (const slide of await slides.all()) {
    await slide.scrollIntoViewIfNeeded()
    await expect(slide).toBeVisible()
    await expect(slide).toBeInViewport()
    await expect(slide.locator('blockquote p[lang="ms"]')).not.toBeEmpty()
  }
  const boxes = await slides.evaluateAll((all) =>
    all.map((s) => s.getBoundingClientRect().toJSON()),
  )
  for (let i = 1; i < boxes.length; i++) {
    expect(boxes[i].top).toBeGreaterThanOrEqual(boxes[i - 1].bottom)
    expect(boxes[i].left).toBe(boxes[0].left)
  }
  await expect(carousel.getByRole('button')).toHaveCount(0)
}
