import type { Page } from '@playwright/test'

/**
 * What on the first screen moves while the page is still arriving.
 *
 * A browser paints what it has parsed so far, and on a slow phone or a long page a frame can
 * show the document cut off anywhere. For each element of `main` on the first screen, this
 * cuts the document after it (every node that follows it goes, as if not yet parsed), and
 * reads where the elements that came before it, and its ancestors, now start. Anything that
 * starts elsewhere than on the whole page is what a visitor sees jump, and what Chrome counts
 * as a layout shift. The nodes go back where they were after each cut.
 */
export const movesWhilePageArrives = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const screenHeight = window.innerHeight
    const describe = (element: Element) => {
      const classes = element.getAttribute('class')?.trim().split(/\s+/).slice(0, 4).join('.')
      return element.tagName.toLowerCase() + (classes ? `.${classes}` : '')
    }
    const onFirstScreen = [...document.querySelectorAll('main *')].filter((element) => {
      // An icon and the words it stands beside are one thing, a few bytes apart.
      if (element.closest('svg, script, template, noscript, style')) return false
      // Text for screen readers only is a clipped 1 px box: nothing is drawn to jump.
      const box = element.getBoundingClientRect()
      return box.width > 1 && box.height > 1 && box.top < screenHeight
    })
    const whole = new Map(
      onFirstScreen.map((element) => [element, element.getBoundingClientRect()]),
    )
    const moves: string[] = []
    onFirstScreen.forEach((cut, index) => {
      const taken: Array<{ node: Node; parent: Node; before: Node | null }> = []
      for (
        let node: Node = cut;
        node !== document.body && node.parentNode;
        node = node.parentNode
      ) {
        const parent = node.parentNode
        while (node.nextSibling) {
          const next = node.nextSibling
          taken.push({ node: next, parent, before: next.nextSibling })
          parent.removeChild(next)
        }
      }
      const moved = onFirstScreen.slice(0, index + 1).find((element) => {
        const before = whole.get(element)!
        const now = element.getBoundingClientRect()
        // An element whose words have not arrived yet is not drawn, so it cannot be seen jump.
        if (now.width === 0 || now.height === 0) return false
        return Math.abs(now.x - before.x) > 0.5 || Math.abs(now.y - before.y) > 0.5
      })
      if (moved) {
        const before = whole.get(moved)!
        const now = moved.getBoundingClientRect()
        moves.push(
          `${describe(moved)} moves by (${(before.x - now.x).toFixed(1)}, ${(before.y - now.y).toFixed(1)}) ` +
            `when the page has arrived up to ${describe(cut)}`,
        )
      }
      // Back in reverse order, so each node's next sibling is in place when it goes back.
      for (const { node, parent, before } of taken.reverse()) parent.insertBefore(node, before)
    })
    return [...new Set(moves)]
  })
