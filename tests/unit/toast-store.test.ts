import { describe, expect, it } from 'vitest'

import { TOAST_LIMIT, toastReducer, type ToastEntry } from '@/components/ui/toast/toast-store'

const entry = (id: number): ToastEntry => ({ id, title: `Toast ${id}`, open: true })

describe('toastReducer', () => {
  it('shows one toast at a time: a new one replaces the one on screen (spec §9)', () => {
    expect(TOAST_LIMIT).toBe(1)
    const first = toastReducer([], { type: 'add', toast: entry(1) })
    const second = toastReducer(first, { type: 'add', toast: entry(2) })
    expect(second.map((t) => t.id)).toEqual([2])
  })

  it('closes, then removes a toast', () => {
    const shown = [entry(7)]
    const closed = toastReducer(shown, { type: 'dismiss', id: 7 })
    expect(closed).toEqual([{ ...entry(7), open: false }])
    expect(toastReducer(closed, { type: 'remove', id: 7 })).toEqual([])
    expect(toastReducer(shown, { type: 'dismiss', id: 99 })).toEqual(shown)
  })
})
