// The optimiser never enlarges, so candidates past the original's width give the same pixels:
// the first of them stays, the rest only lengthen the page.
export const srcsetWithinOriginal = (srcset: string, originalWidth: number): string => {
  const candidates = srcset.split(', ').map((candidate) => {
    const match = /^(\S+) (\d+)w$/.exec(candidate.trim())
    return match ? { candidate, width: Number(match[2]) } : null
  })
  if (candidates.some((c) => c === null) || !(originalWidth > 0)) return srcset
  const kept: string[] = []
  for (const { candidate, width } of candidates as Array<{ candidate: string; width: number }>) {
    kept.push(candidate)
    if (width >= originalWidth) break
  }
  return kept.join(', ')
}
