import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { richTextFromParagraphs } from '#domain/richText'
import { isSafeLinkUrl } from '#domain/safeLink'
import { RichText, type RichTextValue } from '#web/landing/RichText'

const render = (value: RichTextValue, topHeadingLevel?: number) => renderToStaticMarkup(createElement(RichText, { value, topHeadingLevel }))

const text = (value: string, format = 0) => ({ type: 'text', text: value, format, version: 1 })
const doc = (...children: unknown[]) => ({ root: { type: 'root', children } })
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children })
const link = (url: string, extra: Record<string, unknown> = {}) => ({ type: 'link', fields: { url, ...extra }, children: [text('aqui')] })

describe('RichText', () => {
  it('renders the paragraphs editors write, skipping empty ones', () => {
    const { root } = richTextFromParagraphs(['Primeiro.', 'Segundo.'])
    const html = render({ root: { ...root, children: [...root.children, paragraph()] } })
    expect(html.match(/<p[ >]/g)).toHaveLength(2)
    expect(html).toContain('<p>Primeiro.</p>')
  })

  it('draws text formats as elements and escapes text', () => {
    const html = render(doc(paragraph(text('negrito', 1), text('itálico', 2), text('ambos', 3), text('<script>alert(1)</script>'))))
    expect(html).toContain('<strong>negrito</strong>')
    expect(html).toContain('<em>itálico</em>')
    expect(html).toContain('<strong><em>ambos</em></strong>')
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;')
  })

  it('moves headings below the section heading, never above h6', () => {
    const html = render(
      doc(
        { type: 'heading', tag: 'h1', children: [text('A')] },
        { type: 'heading', tag: 'h2', children: [text('B')] },
        { type: 'heading', tag: 'h6', children: [text('C')] },
      ),
    )
    expect(html).toMatch(/<h3[^>]*>A<\/h3>/)
    expect(html).toMatch(/<h4[^>]*>B<\/h4>/)
    expect(html).toMatch(/<h6[^>]*>C<\/h6>/)
    expect(render(doc({ type: 'heading', tag: 'h1', children: [text('A')] }), 2)).toMatch(/<h2[^>]*>A<\/h2>/)
  })

  it('renders bullet, numbered and nested lists, quotes and line breaks', () => {
    const html = render(
      doc(
        { type: 'list', listType: 'bullet', children: [{ type: 'listitem', children: [text('um')] }] },
        {
          type: 'list',
          listType: 'number',
          start: 3,
          children: [
            { type: 'listitem', children: [text('três')] },
            { type: 'listitem', children: [{ type: 'list', listType: 'bullet', children: [{ type: 'listitem', children: [text('dentro')] }] }] },
          ],
        },
        { type: 'quote', children: [text('citação'), { type: 'linebreak' }, text('fim')] },
      ),
    )
    expect(html).toMatch(/<ul[^>]*><li>um<\/li><\/ul>/)
    expect(html).toMatch(/<ol start="3"[^>]*><li>três<\/li><li class="list-none"><ul[^>]*><li>dentro<\/li><\/ul><\/li><\/ol>/)
    expect(html).toMatch(/<blockquote[^>]*>citação<br\/>fim<\/blockquote>/)
  })

  it('links: internal as app links, external with rel="noopener noreferrer", unsafe ones as plain text', () => {
    expect(render(doc(paragraph(link('/planos'))))).toMatch(/<a href="\/planos"[^>]*>aqui<\/a>/)
    const external = render(doc(paragraph(link('https://exemplo.com.br', { newTab: true }))))
    expect(external).toContain('href="https://exemplo.com.br"')
    expect(external).toContain('rel="noopener noreferrer"')
    expect(external).toContain('target="_blank"')
    expect(render(doc(paragraph(link('mailto:oi@navalha.com.br'))))).not.toContain('rel=')
    for (const unsafe of ['javascript:alert(1)', '//evil.example', '/\\evil.example', '/\t/evil.example', 'http://exemplo.com.br', 'data:text/html,x']) {
      const html = render(doc(paragraph(link(unsafe))))
      expect(html).not.toContain('<a')
      expect(html).toContain('aqui')
    }
    expect(render(doc(paragraph({ type: 'autolink', fields: { url: 'https://navalha.com.br' }, children: [text('site')] })))).toContain(
      'rel="noopener noreferrer"',
    )
  })

  it('shows the text of nodes it does not know, and nothing for malformed values', () => {
    expect(render(doc(paragraph({ type: 'upload', value: 1 }), { type: 'custom-block', children: [text('texto')] }))).toContain('texto')
    expect(render(doc(paragraph({ type: 'upload', value: 1 })))).not.toContain('upload')
    expect(render(null)).toBe('')
    expect(render({ root: 'x' })).toBe('')
    expect(render(doc(paragraph(text('ok'), null, 'x')))).toContain('<p>ok</p>')
  })

  it('never draws an address the server would refuse, whatever a stored link holds', () => {
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      '\t',
      '\n',
      ' ',
      'https:',
      'http:',
      'javascript:',
      'mailto:',
      'tel:',
      'evil.example',
      'a@b.c',
      '+5511',
      '?',
      '#',
    )
    const url = fc.array(fc.oneof(pieces, fc.string({ maxLength: 3 })), { maxLength: 6 }).map((parts) => parts.join(''))
    fc.assert(
      fc.property(url, fc.boolean(), (address, inEditorShape) => {
        const node = inEditorShape ? { type: 'link', url: address, children: [text('aqui')] } : link(address)
        const html = render(doc(paragraph(node)))
        const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1].replaceAll('&amp;', '&'))
        for (const href of hrefs) expect(isSafeLinkUrl(href), href).toBe(true)
        expect(hrefs.length).toBe(isSafeLinkUrl(address) ? 1 : 0)
      }),
      { numRuns: 1000, seed: 24 },
    )
  })
})
