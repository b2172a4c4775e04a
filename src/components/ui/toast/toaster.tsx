'use client'

import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react'

import { currentToasts, serverToasts, subscribeToToasts } from './toast-store'

// Radix's toast code is not part of the page: most visits to a form or a post only read it
// and never show a toast. It is fetched when the visitor first does something on the page
// (a press, a key, a field taking the focus), so it is there, even offline, by the time a
// submit is answered, or at the latest when the first toast is raised. A failed fetch is
// tried again with the next toast.
const FIRST_ACTIONS = ['pointerdown', 'keydown', 'focusin'] as const

let loading: Promise<ComponentType> | null = null
const loadToastList = () => {
  loading ??= import('./toast-list').then(
    (module) => module.default,
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** Mounted by the pages that show toasts; renders them from the first one on. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, serverToasts)
  const [ToastList, setToastList] = useState<ComponentType | null>(null)

  useEffect(() => {
    const stop = new AbortController()
    const warm = () => {
      stop.abort()
      void loadToastList().catch(() => {})
    }
    for (const action of FIRST_ACTIONS) {
      window.addEventListener(action, warm, { capture: true, passive: true, signal: stop.signal })
    }
    return () => stop.abort()
  }, [])

  useEffect(() => {
    if (toasts.length === 0 || ToastList) return
    let current = true
    loadToastList().then(
      (list) => current && setToastList(() => list),
      () => {},
    )
    return () => {
      current = false
    }
  }, [toasts, ToastList])

  return ToastList && toasts.length > 0 ? <ToastList /> : null
}
