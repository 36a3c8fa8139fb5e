/**
 * The page an unsubscribe link opens (server/http/switchOffLink.ts) carries the link's token back in
 * a hidden field: whatever the address held, the page has one form, one field, and the field gives
 * back exactly what came (the browser decodes the character references).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { confirmButtonPage } from '#server/http/switchOffLink'
import { awkwardText } from '../helpers/userTextArbitraries'

/** What a browser reads from the page's text: escapeHtml writes each of its five characters as a numeric reference. */
const decode = (html: string) => html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))

describe('confirmButtonPage', () => {
  it('holds any token in its one hidden field, and any ask and label as text', () => {
    fc.assert(
      fc.property(awkwardText({ maxLength: 120 }), awkwardText({ maxLength: 60 }), awkwardText({ maxLength: 30 }), (token, ask, label) => {
        const html = confirmButtonPage('/api/x/unsubscribe', token, ask, label)
        expect(html.match(/<form /g)).toHaveLength(1)
        expect(html.match(/<input /g)).toHaveLength(1)
        expect(html.match(/<button /g)).toHaveLength(1)
        const value = /<input type="hidden" name="token" value="([^"]*)">/.exec(html)
        expect(value).not.toBeNull()
        expect(decode(value![1]!)).toBe(token)
        expect(html).toContain('action="/api/x/unsubscribe"')
        expect(decode(/<p>([^<]*)<\/p>/.exec(html)![1]!)).toBe(ask)
        expect(decode(/<button type="submit">([^<]*)<\/button>/.exec(html)![1]!)).toBe(label)
      }),
      { numRuns: 500 },
    )
  })

  it('writes an address given twice (?token=a&token=b) as the list it is, never as markup', () => {
    const html = confirmButtonPage('/p', ['a"><script>', 'b'], 'Parar?', 'Parar')
    expect(html).not.toContain('<script>')
    expect(html).toContain('value="a&#34;&#62;&#60;script&#62;,b"')
  })
})
