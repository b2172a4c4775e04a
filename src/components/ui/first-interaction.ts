/** What shows the visitor is about to use the page (a submit too: a script's, or a test's). */
const PAGE_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'submit'] as const

/**
 * Resolves at the visitor's first press, key or focus anywhere in the document, or when the
 * pointer comes over `form` (a desktop visitor reaching for it); at once if the visitor has
 * already started on the form, before the page's scripts were there to see it (unless
 * `onlyNew`: an interaction from now on). Never, once `signal` is aborted.
 */
export const firstInteraction = (
  form: HTMLFormElement | null,
  signal: AbortSignal,
  onlyNew = false,
): Promise<void> =>
  new Promise((resolve) => {
    if (signal.aborted) return
    if (form && !onlyNew && startedOn(form)) return resolve()
    const stop = () => {
      for (const type of PAGE_EVENTS) document.removeEventListener(type, done, true)
      form?.removeEventListener('pointerover', done)
      signal.removeEventListener('abort', stop)
    }
    const done = () => {
      stop()
      resolve()
    }
    for (const type of PAGE_EVENTS) {
      document.addEventListener(type, done, { capture: true, passive: true })
    }
    form?.addEventListener('pointerover', done, { passive: true })
    signal.addEventListener('abort', stop)
  })

/** Focus is in the form, or one of its fields no longer holds what the page was served with. */
const startedOn = (form: HTMLFormElement): boolean =>
  form.contains(document.activeElement) || Array.from(form.elements).some(changed)

const changed = (element: Element): boolean => {
  if (element instanceof HTMLSelectElement) {
    const options = Array.from(element.options)
    if (element.multiple)
      return options.some((option) => option.selected !== option.defaultSelected)
    // A single choice with no option marked `selected` is served on its first option.
    const served = Math.max(0, options.map((option) => option.defaultSelected).lastIndexOf(true))
    return element.selectedIndex !== served
  }
  if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
    return element.checked !== element.defaultChecked
  }
  return (
    (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
    element.value !== element.defaultValue
  )
}
