'use client'

import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react'

import { currentToasts, serverToasts, subscribeToToasts } from './toast-store'

// Radix's toast code is fetched on the visitor's first press, key or focus, so it is there (even
// offline) when a submit is answered, and at the latest with the first toast; a failed fetch is
// tried again with the next one. Most visits never show a toast.
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
