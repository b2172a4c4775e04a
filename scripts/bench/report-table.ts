import { markdownTable as alignedTable } from '../lib/markdown-table'

/** The benchmark's one table: each figure beside its target, and whether it meets it. */

export type Row = {
  area: string
  item: string
  measure: string
  figure: string
  /** '—' when the figure has no target (a reference, or context for another row). */
  target: string
  /** null: nothing to meet. */
  met: boolean | null
}

const verdict = (met: boolean | null) => (met === null ? '' : met ? 'met' : '**MISSED**')

/** A Markdown table, readable in a terminal and pasted as is into BENCHMARKS.md. */
export const markdownTable = (rows: Row[]): string => {
  const header = ['Area', 'Item', 'Measure', 'Figure', 'Target', 'Result']
  const cells = rows.map((row) => [
    row.area,
    row.item,
    row.measure,
    row.figure,
    row.target,
    verdict(row.met),
  ])
  return alignedTable(header, cells)
}

export const summary = (rows: Row[]): string => {
  const judged = rows.filter((row) => row.met !== null)
  const missed = judged.filter((row) => !row.met).length
  return `${judged.length - missed} of ${judged.length} targets met, ${missed} missed`
}
