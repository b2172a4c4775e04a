// next/image lists the 2x address twice (as `src` and in `srcset`); a browser takes `src` as the
// 1x candidate when `srcset` has none, so this is the same choice with one address fewer.
export const densitySources = (sources: {
  src: string
  srcSet?: string
}): { src: string; srcSet?: string } => {
  const match = /^(\S+) 1x, (\S+) 2x$/.exec(sources.srcSet ?? '')
  if (!match || match[2] !== sources.src) return sources
  return { src: match[1], srcSet: `${match[2]} 2x` }
}
