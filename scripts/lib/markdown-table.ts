/** A Markdown table with its columns padded to line up, as the benchmark scripts print it. */
export const markdownTable = (header: string[], cells: string[][]): string => {
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((c) => c[i].length)))
  const line = (values: string[]) =>
    `| ${values.map((value, i) => value.padEnd(widths[i])).join(' | ')} |`
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...cells.map(line),
  ].join('\n')
}
