import { describe, expect, it } from 'vitest'

import { nameWithoutLinks, participantNamesList } from '@/lib/email/name-only'

describe('a participant’s name in an e-mail to a typed address', () => {
  it('keeps names as typed, Malay aliases and initials included', () => {
    for (const name of [
      'Siti Nur’aini binti Abdullah',
      'Muhammad @ Mamat',
      'A.Rahman a/l Muthu',
      'Nguyễn Thị Ánh',
    ]) {
      expect(nameWithoutLinks(name, 1)).toBe(name)
    }
  })

  it('drops whatever a mail program would make a link', () => {
    expect(nameWithoutLinks('Spam https://spam.example/a', 1)).toBe('Spam')
    expect(nameWithoutLinks('Win at www.prize.example now', 2)).toBe('Win at now')
    expect(nameWithoutLinks('Write to me@evil.example', 3)).toBe('Write to')
    expect(nameWithoutLinks('Visit cheap-pills.com/buy today', 4)).toBe('Visit today')
    expect(nameWithoutLinks('https://only.example', 5)).toBe('Participant 5')
  })

  it('lists them numbered, one per line', () => {
    expect(
      participantNamesList([
        { no: 1, name: 'Aminah Yusof' },
        { no: 2, name: 'Tan http://x.example' },
      ]),
    ).toBe('1. Aminah Yusof\n2. Tan')
  })
})
