import { describe, expect, it } from 'vitest'

import { clientComponents, flightText, pageWeight } from '../../scripts/lib/page-weight'

const push = (chunk: unknown[]) => `<script>self.__next_f.push(${JSON.stringify(chunk)})</script>`

const page = [
  '<!DOCTYPE html><html><body><main>Héllo</main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  push([1, '1:"$Sreact.fragment"\n2:I[4321,["/a.js"],"MainNav"]\n']),
  push([1, '3:"GalleryGrid"\n4:I[99,[],"$3"]\n5:I[7,[],""]\n']),
  '<script type="application/ld+json">{"@type":"Event"}</script>',
  '</body></html>',
].join('')

describe('what a page’s HTML is made of', () => {
  it('counts the whole document and its flight-data scripts in bytes', () => {
    const weight = pageWeight(page)
    expect(weight.htmlBytes).toBe(Buffer.byteLength(page))
    expect(weight.flightBytes).toBe(
      Buffer.byteLength(
        push([1, '1:"$Sreact.fragment"\n2:I[4321,["/a.js"],"MainNav"]\n']) +
          push([1, '3:"GalleryGrid"\n4:I[99,[],"$3"]\n5:I[7,[],""]\n']),
      ),
    )
  })

  it('reads the flight data back as React does, and the client components it names', () => {
    const flight = flightText(page)
    expect(flight).toContain('2:I[4321,["/a.js"],"MainNav"]')
    expect(clientComponents(flight)).toEqual(['MainNav', 'GalleryGrid', 'default'])
  })

  it('finds no flight data in a page without any', () => {
    expect(pageWeight('<html></html>')).toEqual({ htmlBytes: 13, flightBytes: 0 })
    expect(clientComponents(flightText('<html></html>'))).toEqual([])
  })
})
