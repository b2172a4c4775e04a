/**
 * The printed figures: one row per figure, with the requirement it is held to (if any) and
 * whether it met it. The run fails when any row with a requirement did not.
 */
export type Row = {
  figure: string
  value: string
  /** What the issue asks of this figure; rows without one are information only. */
  requirement?: string
  ok?: boolean
}

export type Section = { title: string; rows: Row[] }

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length))

export const printReport = (sections: Section[]): boolean => {
  const rows = sections.flatMap((s) => s.rows)
  const widths = [
    Math.max(...rows.map((r) => r.figure.length)),
    Math.max(...rows.map((r) => r.value.length)),
    Math.max(...rows.map((r) => (r.requirement ?? '').length)),
  ]
  for (const section of sections) {
    console.log(`\n${section.title}`)
    for (const row of section.rows) {
      const verdict = row.requirement ? (row.ok ? 'ok' : 'FAILED') : ''
      console.log(
        `  ${pad(row.figure, widths[0])}  ${pad(row.value, widths[1])}  ${pad(row.requirement ?? '', widths[2])}  ${verdict}`.trimEnd(),
      )
    }
  }
  const failed = rows.filter((r) => r.requirement && !r.ok)
  console.log(
    failed.length
      ? `\nLoad test FAILED: ${failed.map((r) => r.figure).join('; ')}`
      : '\nLoad test passed: every requirement met.',
  )
  return failed.length === 0
}

/** A count the issue requires to be zero. */
export const zeroRow = (figure: string, n: number): Row => ({
  figure,
  value: String(n),
  requirement: '0',
  ok: n === 0,
})

/** Something the issue requires to be so. */
export const yesRow = (figure: string, yes: boolean): Row => ({
  figure,
  value: yes ? 'yes' : 'no',
  requirement: 'yes',
  ok: yes,
})

export const seconds = (ms: number | null) =>
  ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`

/** "201: 3998, 503: 2" in status order, answers without a status last. */
export const formatCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([a], [b]) => (Number(a) || 1e9) - (Number(b) || 1e9) || a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ')
