import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { ALLOWED_RICH_TEXT_NODES, checkRichText, richTextFromParagraphs } from '#domain/richText'
import { isSafeLinkUrl } from '#domain/safeLink'

const INVALID = { ok: false, reason: 'Conteúdo em formato inválido.' }
const TOO_BIG = { ok: false, reason: 'Conteúdo grande demais.' }
const BAD_LINK = { ok: false, reason: 'Links devem começar com https://, mailto:, tel: ou com uma única barra (/), para uma página deste site.' }

const root = (...children: unknown[]) => ({ root: { type: 'root', children } })
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children })
const text = (value: string) => ({ type: 'text', text: value })
const link = (url: unknown, type = 'link') => ({ type, fields: { url }, children: [text('clique aqui')] })

describe('richTextFromParagraphs', () => {
  it('builds one paragraph with one text node per string', () => {
    const value = richTextFromParagraphs(['Olá', 'Mundo'])
    expect(value.root.type).toBe('root')
    expect(value.root.children).toHaveLength(2)
    expect(value.root.children.map((p) => p.type)).toEqual(['paragraph', 'paragraph'])
    expect(value.root.children.map((p) => p.children[0].text)).toEqual(['Olá', 'Mundo'])
    expect(value.root.children.every((p) => p.children.length === 1 && p.children[0].type === 'text')).toBe(true)
  })

  it('survives a JSON round trip (how it is stored)', () => {
    const value = richTextFromParagraphs(['Primeiro', 'Segundo'])
    expect(JSON.parse(JSON.stringify(value))).toEqual(value)
  })
})

describe('checkRichText', () => {
  describe('accepts', () => {
    it('the output of richTextFromParagraphs', () => {
      expect(checkRichText(richTextFromParagraphs(['Olá, barbeiro!', 'Segundo parágrafo.']))).toEqual({ ok: true })
    })

    it('an empty document', () => {
      expect(checkRichText(richTextFromParagraphs([]))).toEqual({ ok: true })
      expect(checkRichText({ root: { type: 'root' } })).toEqual({ ok: true })
    })

    it('any paragraphs produced by richTextFromParagraphs (property)', () => {
      fc.assert(
        fc.property(fc.array(fc.string(), { maxLength: 50 }), (paragraphs) => {
          const value = richTextFromParagraphs(paragraphs)
          expect(checkRichText(value)).toEqual({ ok: true })
          expect(checkRichText(JSON.parse(JSON.stringify(value)))).toEqual({ ok: true })
        }),
      )
    })

    it('every allowed node type', () => {
      const doc = root(
        { type: 'heading', tag: 'h2', children: [text('Título')] },
        paragraph(text('a'), { type: 'linebreak' }, { type: 'tab', text: '\t' }, text('b')),
        { type: 'list', listType: 'bullet', children: [{ type: 'listitem', children: [text('item')] }] },
        { type: 'quote', children: [text('citação')] },
        paragraph(link('https://navalha.com.br'), link('https://example.com', 'autolink')),
      )
      expect(checkRichText(doc)).toEqual({ ok: true })
      expect([...ALLOWED_RICH_TEXT_NODES].sort()).toEqual(
        ['autolink', 'heading', 'linebreak', 'link', 'list', 'listitem', 'paragraph', 'quote', 'root', 'tab', 'text'].sort(),
      )
    })

    it.each([
      'https://navalha.com.br',
      'HTTPS://EXAMPLE.COM/a?b=1#c',
      'mailto:contato@navalha.com.br',
      'tel:+5511987654321',
      'tel:(11)98765-4321',
      '/vagas',
      '/',
      '/faq#planos',
      '/vagas?q=degradê',
    ])('a link to %j', (url) => {
      expect(checkRichText(root(paragraph(link(url))))).toEqual({ ok: true })
      expect(checkRichText(root(paragraph(link(url, 'autolink'))))).toEqual({ ok: true })
    })

    it('exactly 5000 nodes', () => {
      // root + 1 paragraph + 4998 text nodes
      const doc = root(paragraph(...Array.from({ length: 4998 }, () => text('x'))))
      expect(checkRichText(doc)).toEqual({ ok: true })
    })
  })

  describe('rejects input that is not a rich-text document', () => {
    it.each([
      ['null', null],
      ['undefined', undefined],
      ['a number', 42],
      ['a string', 'texto'],
      ['a JSON string', JSON.stringify(richTextFromParagraphs(['a']))],
      ['an array', [richTextFromParagraphs(['a'])]],
      ['an empty object', {}],
      ['a root that is not an object', { root: 'root' }],
      ['a root with another type', { root: { type: 'paragraph', children: [] } }],
      ['a root without a type', { root: { children: [] } }],
      ['a bare root node', { type: 'root', children: [] }],
    ])('%s', (_, value) => {
      expect(checkRichText(value)).toEqual(INVALID)
    })
  })

  describe('rejects malformed nodes', () => {
    it.each([
      ['children that are not an array', { root: { type: 'root', children: { 0: text('a') } } }],
      ['a null child', root(null)],
      ['a string child', root('texto')],
      ['a number child', root(1)],
      ['a child without a type', root({ children: [] })],
      ['a child with a non-string type', root({ type: 7 })],
      ['a text node without text', root(paragraph({ type: 'text' }))],
      ['a text node with non-string text', root(paragraph({ type: 'text', text: 42 }))],
      ['nested bad children', root(paragraph({ type: 'quote', children: 'x' }))],
    ])('%s', (_, value) => {
      expect(checkRichText(value)).toEqual(INVALID)
    })
  })

  describe('rejects node types our pages do not render', () => {
    it.each(['upload', 'block', 'relationship', 'inlineBlock', 'horizontalrule', 'code', 'table', 'image', 'html', 'ROOT', 'Paragraph'])('%s', (type) => {
      expect(checkRichText(root({ type, children: [] }))).toEqual({ ok: false, reason: `Elemento não permitido: ${type}.` })
    })

    it('even when deeply nested', () => {
      const deep = root(paragraph({ type: 'quote', children: [{ type: 'list', children: [{ type: 'listitem', children: [{ type: 'upload', value: 1 }] }] }] }))
      expect(checkRichText(deep)).toEqual({ ok: false, reason: 'Elemento não permitido: upload.' })
    })

    it('after valid paragraphs', () => {
      const value = richTextFromParagraphs(['a', 'b']) as { root: { children: unknown[] } }
      value.root.children.push({ type: 'relationship', relationTo: 'users', value: 1 })
      expect(checkRichText(value)).toEqual({ ok: false, reason: 'Elemento não permitido: relationship.' })
    })
  })

  describe('rejects unsafe links', () => {
    it.each([
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://example.com',
      'example.com',
      '',
      'http:/example.com',
      'http://example.com',
      '/\\example.com',
      '//example.com',
      '/\t/example.com',
      '\\/example.com',
      'https:/\\example.com',
      'https:example.com',
      'https://',
      'mailto:',
      'tel:',
      'tel:javascript:alert(1)',
      '\u0000/example.com',
      ' /vagas',
      'java\nscript:alert(1)',
    ])('%j', (url) => {
      expect(checkRichText(root(paragraph(link(url))))).toEqual(BAD_LINK)
      expect(checkRichText(root(paragraph(link(url, 'autolink'))))).toEqual(BAD_LINK)
    })

    it('a link without fields or url', () => {
      expect(checkRichText(root(paragraph({ type: 'link', children: [text('x')] })))).toEqual(BAD_LINK)
      expect(checkRichText(root(paragraph({ type: 'link', fields: {}, children: [text('x')] })))).toEqual(BAD_LINK)
      expect(checkRichText(root(paragraph({ type: 'link', fields: { url: null }, children: [text('x')] })))).toEqual(BAD_LINK)
    })
  })

  describe('rejects oversized trees', () => {
    it('5001 nodes', () => {
      const doc = root(paragraph(...Array.from({ length: 4999 }, () => text('x'))))
      expect(checkRichText(doc)).toEqual(TOO_BIG)
    })

    it('2500 paragraphs from richTextFromParagraphs (5001 nodes)', () => {
      expect(checkRichText(richTextFromParagraphs(Array.from({ length: 2499 }, () => 'p')))).toEqual({ ok: true })
      expect(checkRichText(richTextFromParagraphs(Array.from({ length: 2500 }, () => 'p')))).toEqual(TOO_BIG)
    })

    it('a very deep tree, without overflowing the stack', () => {
      let node: Record<string, unknown> = text('fundo')
      for (let i = 0; i < 100_000; i++) node = { type: 'quote', children: [node] }
      expect(checkRichText({ root: { type: 'root', children: [node] } })).toEqual(TOO_BIG)
    })

    it('a cyclic tree, without looping forever', () => {
      const p: { type: string; children: unknown[] } = { type: 'paragraph', children: [] }
      p.children.push(p)
      expect(checkRichText(root(p))).toEqual(TOO_BIG)
    })
  })
  describe('links, by the place a browser would open', () => {
    const site = new URL('https://navalha.app/faq')
    /** Where the browser goes: this site, or an address in one of the allowed schemes. */
    const opensSafely = (url: string) => {
      const target = new URL(url, site)
      return target.origin === site.origin || ['https:', 'mailto:', 'tel:'].includes(target.protocol)
    }
    const junk = fc.constantFrom('', '/', '//', '\\', '/\\', '\\/', ':', '\t', '\n', '\r', ' ', '\u0000', '\u001f', '\u007f', '%2f', '@', '?', '#', '.', '..')
    const schemes = fc.constantFrom(
      '',
      'https:',
      'http:',
      'HTTPS:',
      'hTtP:',
      'javascript:',
      'JaVaScRiPt:',
      'data:',
      'vbscript:',
      'mailto:',
      'tel:',
      'ftp:',
      'file:',
      'blob:',
    )
    const hosts = fc.constantFrom('example.com', 'navalha.app', 'evil.example', '127.0.0.1', '[::1]', 'user:pass@evil.example', '')
    const tails = fc.constantFrom('', '/vagas', 'alert(1)', '?q=1', '#x', '+5511987654321', 'contato@navalha.app')
    const shapes = fc.tuple(junk, schemes, junk, junk, hosts, junk, tails).map((parts) => parts.join(''))
    const pieces = fc.array(fc.oneof(junk, schemes, hosts, tails, fc.string({ maxLength: 4 })), { maxLength: 8 }).map((parts) => parts.join(''))

    it('accepts only what opens on this site or in https, mailto or tel, and refuses every //, /\\ and control-character trick', () => {
      fc.assert(
        fc.property(fc.oneof(shapes, pieces), (url) => {
          if (!isSafeLinkUrl(url)) {
            expect(checkRichText(root(paragraph(link(url))))).toEqual(BAD_LINK)
            return
          }
          expect(opensSafely(url), url).toBe(true)
          // oxlint-disable-next-line no-control-regex -- no control character may pass
          expect(url, url).not.toMatch(/^\/[/\\]|[\u0000-\u0020\u007f\\]/)
          expect(checkRichText(root(paragraph(link(url))))).toEqual({ ok: true })
        }),
        { numRuns: 3000, seed: 24 },
      )
    })

    it('accepts the https addresses and the paths of this site that editors write', () => {
      const https = fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true })
      const paths = fc.webPath().filter((path) => path.startsWith('/') && !path.startsWith('//'))
      fc.assert(
        fc.property(fc.oneof(https, paths), (url) => {
          expect(isSafeLinkUrl(url), url).toBe(true)
          expect(checkRichText(root(paragraph(link(url))))).toEqual({ ok: true })
        }),
        { numRuns: 200, seed: 25 },
      )
    })
  })
})
