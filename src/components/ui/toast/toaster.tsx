'use client'

import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react'

import { currentToasts, serverToasts, subscribeToToasts } from './toast-store'

// Radix's toast code is not part of the page: most visits to a form or a post never show a
// toast. It is fetched when the browser is next idle after the page came alive (so it is
// there, even offline, by the time a submit fails) or, at the latest, when the first toast is
// raised. A failed fetch is tried again with the next toast.
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
    const warm = () => void loadToastList().catch(() => {})
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(warm, { timeout: 5000 })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(warm, 2000)
    return () => clearTimeout(id)
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
