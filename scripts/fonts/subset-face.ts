import { readFile } from 'node:fs/promises'

import subsetFont from 'subset-font'

import { codePointsOf, LAYOUT_FEATURES } from './font-subsets'

/** One face cut to the characters of a unicode-range, one weight and the site's features, as WOFF2. */
export const subsetFace = async (
  sourceFile: string,
  range: string,
  weight: number,
): Promise<Buffer> =>
  subsetFont(await readFile(sourceFile), String.fromCodePoint(...codePointsOf(range)), {
    targetFormat: 'woff2',
    keepFeatures: LAYOUT_FEATURES,
    variationAxes: { wght: weight },
  })
