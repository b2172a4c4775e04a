/**
 * A fixed-size picture's sources without the repeat: next/image writes `src` as the 2x
 * variant and lists both variants in `srcset` (`a 1x, b 2x`), so the 2x address is there
 * twice. A browser takes `src` as the 1x candidate when `srcset` has none, so `src` can be
 * the 1x variant and `srcset` the 2x one alone: the same choice, one address fewer. Any
 * other form comes back as it was.
 */
export const densitySources = (sources: {
  src: string
  srcSet?: string
}): { src: string; srcSet?: string } => {
  const match = /^(\S+) 1x, (\S+) 2x$/.exec(sources.srcSet ?? '')
  if (!match || match[2] !== sources.src) return sources
  return { src: match[1], srcSet: `${match[2]} 2x` }
}
