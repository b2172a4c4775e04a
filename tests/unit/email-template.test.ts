import { describe, expect, it } from 'vitest'

import {
  escapeHtml,
  fillAddressList,
  fillHtmlTemplate,
  fillSubjectTemplate,
  fillTextTemplate,
} from '@/lib/email/template'
import { parseSenderAddress } from '@/lib/email/sender-address'

describe('e-mail templates', () => {
  const values = {
    name: 'Siti <b>Aminah</b>',
    message: 'Line one\nLine two',
    count: 3,
    empty: null,
  }

  it('escapes every value in HTML and keeps its line breaks', () => {
    expect(fillHtmlTemplate('<p>Dear {{name}},</p><p>{{ message }}</p>', values)).toBe(
      '<p>Dear Siti &lt;b&gt;Aminah&lt;/b&gt;,</p><p>Line one<br />Line two</p>',
    )
    expect(fillHtmlTemplate('{{message}}', { message: '<script>alert(1)</script>' })).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    )
  })

  it('anchors the server’s own addresses on their host and path, and nothing a visitor typed', () => {
    const paymentLinkUrl = 'https://www.example.my/payment/42?expires=1798000000&signature=abc'
    expect(fillHtmlTemplate('Pay here: {{paymentLinkUrl}}', { paymentLinkUrl })).toBe(
      `Pay here: <a href="${paymentLinkUrl.replace(/&/g, '&amp;')}" style="color:#1d4ed8;text-decoration:underline;">www.example.my/payment/42</a>`,
    )
    expect(fillHtmlTemplate('{{siteUrl}}', { siteUrl: 'https://www.example.my' })).toContain(
      '>www.example.my</a>',
    )
    // A typed value stays text, and a link placeholder holding no address is escaped as text.
    expect(fillHtmlTemplate('{{message}}', { message: 'https://spam.example' })).toBe(
      'https://spam.example',
    )
    expect(fillHtmlTemplate('{{slipUrl}}', { slipUrl: 'javascript:alert(1)' })).toBe(
      'javascript:alert(1)',
    )
    // The plain-text part keeps the whole address.
    expect(fillTextTemplate('{{paymentLinkUrl}}', { paymentLinkUrl })).toBe(paymentLinkUrl)
  })

  it('uses values as written in plain text, and keeps unknown placeholders visible', () => {
    expect(fillTextTemplate('{{name}}: {{count}} {{empty}}|{{typo}}', values)).toBe(
      'Siti <b>Aminah</b>: 3 |{{typo}}',
    )
  })

  it('keeps a subject on one line whatever the visitor typed', () => {
    expect(fillSubjectTemplate('New message from {{message}}', values)).toBe(
      'New message from Line one Line two',
    )
    expect(fillSubjectTemplate('Hi {{name}}\r\nBcc: x@evil.test', { name: 'A' })).toBe(
      'Hi A Bcc: x@evil.test',
    )
  })

  it('turns address templates into a clean list of addresses', () => {
    expect(
      fillAddressList('{{staff}}, {{visitor}}; not-an-address', {
        staff: 'staff@academy.my',
        visitor: 'siti@example.my',
      }),
    ).toEqual(['staff@academy.my', 'siti@example.my'])
    expect(fillAddressList('{{visitor}}', { visitor: 'a@b.c\nBcc: x@evil.test' })).toEqual([])
    expect(fillAddressList(undefined, {})).toEqual([])
  })

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })
})

describe('parseSenderAddress', () => {
  it('reads a bare address or Name <address>', () => {
    expect(parseSenderAddress('noreply@academy.my', 'Academy')).toEqual({
      name: 'Academy',
      address: 'noreply@academy.my',
    })
    expect(parseSenderAddress('"Malaysia Leadership Academy" <hello@academy.my>', 'x')).toEqual({
      name: 'Malaysia Leadership Academy',
      address: 'hello@academy.my',
    })
    expect(parseSenderAddress('', 'x')).toBeNull()
    expect(() => parseSenderAddress('not an address', 'x')).toThrow(/EMAIL_FROM/)
  })
})
