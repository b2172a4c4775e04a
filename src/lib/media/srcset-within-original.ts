/**
 * A `w`-descriptor srcset without the candidates wider than the picture itself. The image
 * optimiser never enlarges a picture, so every candidate at or beyond the original's width
 * answers with the same pixels: the first of them stays (a browser that wants that much gets
 * the original), the rest only lengthen the page. A srcset in another form (`1x, 2x`, or a
 * candidate it cannot read) comes back as it was.
 */
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
