'use client'

import { useState } from 'react'

import type { Wording } from './confirm-dialog'

// Closing the dialog (Escape, Cancel, outside) lets the row go.
export const useChosenRow = <Row>(wordingOf: (row: Row | null) => Wording) => {
  const [row, setRow] = useState<Row | null>(null)
  const dialog = {
    wording: wordingOf(row),
    open: row !== null,
    onOpenChange: (open: boolean) => {
      if (!open) setRow(null)
    },
  }
  return [row, setRow, dialog] as const
}
