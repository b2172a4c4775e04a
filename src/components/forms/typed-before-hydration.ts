'use client'

import { useEffect, useLayoutEffect, useState } from 'react'
import type { FieldValues, UseFormReset } from 'react-hook-form'

/**
 * Keeps what a visitor typed into the server-rendered form before React hydrated it.
 *
 * The page's fields work as plain HTML before the framework's scripts arrive (they start
 * after the first paint). When react-hook-form registers a field it writes the field's
 * default into it, erasing those keystrokes, and its own state would not know them either.
 * They are read in the hydrating render, from the form's element in the document (the same
 * `useId` id on the server and in the browser), and given to the form's `reset` (keeping its
 * defaults) once the form has been hydrated: before the browser paints it, so the fields never show
 * empty, and again once the form's `useWatch` hooks have subscribed (their effects run
 * after that), so what the page computes from the values follows. Call it after them. The
 * hydrating render itself keeps the defaults, as it must match the server's HTML. Only fields
 * the defaults already have are taken, as the strings (or check states) they are. Rendered
 * fresh after a navigation, the form is not in the document yet and nothing is applied.
 */
export function useKeepValuesTypedBeforeHydration<Values extends FieldValues>(
  formId: string,
  defaults: Values,
  reset: UseFormReset<Values>,
): void {
  const [typed] = useState(() => withTypedValues(formId, defaults))
  const apply = (values: Values) => reset(values, { keepDefaultValues: true })
  // Once each, for the hydration; later renders have nothing typed before it to keep.
  /* eslint-disable react-hooks/exhaustive-deps */
  useLayoutEffect(() => {
    if (typed !== null) apply(typed)
  }, [])
  useEffect(() => {
    // Read again: the fields hold the values now, with anything typed since.
    const latest = typed === null ? null : withTypedValues(formId, defaults)
    if (latest !== null) apply(latest)
  }, [])
  /* eslint-enable react-hooks/exhaustive-deps */
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const isField = (element: Element): element is Field =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement

/** The defaults with the form's current field values, or null if nothing differs from them. */
export const withTypedValues = <Values extends object>(
  formId: string,
  defaults: Values,
): Values | null => {
  if (typeof document === 'undefined') return null
  const form = document.getElementById(formId)
  if (!(form instanceof HTMLFormElement)) return null
  const values = structuredClone(defaults)
  let typed = false
  for (const element of Array.from(form.elements)) {
    if (!isField(element) || !element.name) continue
    const path = element.name.split('.')
    const parent = path
      .slice(0, -1)
      .reduce<unknown>(
        (node, key) =>
          node !== null && typeof node === 'object'
            ? (node as Record<string, unknown>)[key]
            : undefined,
        values,
      )
    if (parent === null || typeof parent !== 'object') continue
    const record = parent as Record<string, unknown>
    const key = path[path.length - 1]
    const value =
      typeof record[key] === 'boolean' && element instanceof HTMLInputElement
        ? element.checked
        : element.value
    if (typeof record[key] !== typeof value || record[key] === value) continue
    record[key] = value
    typed = true
  }
  return typed ? values : null
}
