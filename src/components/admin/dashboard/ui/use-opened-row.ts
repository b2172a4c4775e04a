'use client'

import { useState } from 'react'

/**
 * The row of a list whose details dialog is open. The dialog follows the list after a change;
 * a row the list no longer shows (filtered away) keeps its last known state.
 */
export const useOpenedRow = <Row extends { id: number }>(rows: Row[] | undefined) => {
  const [openId, setOpenId] = useState<number | null>(null)
  const [opened, setOpened] = useState<Row | null>(null)
  return {
    opened: rows?.find((row) => row.id === openId) ?? (openId ? opened : null),
    open: (row: Row) => {
      setOpenId(row.id)
      setOpened(row)
    },
    /** The row as stored after a change made in its dialog. */
    update: setOpened,
    close: () => setOpenId(null),
  }
}
