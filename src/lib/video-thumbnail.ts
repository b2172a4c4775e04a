export type VideoThumbnailKind = 'leadership' | 'strategy' | 'team' | 'default'

// Checked in order: a title naming leadership gets that artwork even if it also says 'team'.
const KEYWORDS: Array<[VideoThumbnailKind, string[]]> = [
  ['leadership', ['leadership']],
  ['strategy', ['strategic', 'strategist']],
  ['team', ['team', 'performance']],
]

export const videoThumbnailKind = (title: string): VideoThumbnailKind => {
  const lower = title.toLowerCase()
  const found = KEYWORDS.find(([, words]) => words.some((word) => lower.includes(word)))
  return found ? found[0] : 'default'
}
