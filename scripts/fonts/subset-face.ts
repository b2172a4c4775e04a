import { readFile } from 'node:fs/promises'

import subsetFont from 'subset-font'

import { codePointsOf, LAYOUT_FEATURES, WEIGHT_RANGE } from './font-subsets'

/** One face cut to the characters of a unicode-range, the site's weights and features, as WOFF2. */
export const subsetFace = async (sourceFile: string, range: string): Promise<Buffer> =>
  subsetFont(await readFile(sourceFile), String.fromCodePoint(...codePointsOf(range)), {
    targetFormat: 'woff2',
    keepFeatures: LAYOUT_FEATURES,
    variationAxes: { wght: WEIGHT_RANGE },
  })
