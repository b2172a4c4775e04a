// Spec §4, §9: one toast at a time, a new one replacing it. A closed toast stays in the list
// until its exit animation has run.

export type ToastVariant = 'default' | 'destructive'

export type ToastInput = { title: string; description?: string; variant?: ToastVariant }

export type ToastEntry = ToastInput & { id: number; open: boolean }

export const TOAST_LIMIT = 1

type Action =
  | { type: 'add'; toast: ToastEntry }
  | { type: 'dismiss'; id: number }
  | { type: 'remove'; id: number }

export const toastReducer = (toasts: ToastEntry[], action: Action): ToastEntry[] => {
  switch (action.type) {
    case 'add':
      return [action.toast, ...toasts].slice(0, TOAST_LIMIT)
    case 'dismiss':
      return toasts.map((t) => (t.id === action.id ? { ...t, open: false } : t))
    case 'remove':
      return toasts.filter((t) => t.id !== action.id)
  }
}

let state: ToastEntry[] = []
let nextId = 1
const listeners = new Set<() => void>()

const dispatch = (action: Action) => {
  state = toastReducer(state, action)
  for (const listener of listeners) listener()
}

export const subscribeToToasts = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export const currentToasts = () => state

const SERVER_SNAPSHOT: ToastEntry[] = []
export const serverToasts = () => SERVER_SNAPSHOT

export const toast = (input: ToastInput): number => {
  const id = nextId++
  dispatch({ type: 'add', toast: { ...input, id, open: true } })
  return id
}

export const dismissToast = (id: number) => dispatch({ type: 'dismiss', id })
export const removeToast = (id: number) => dispatch({ type: 'remove', id })
