import { describe, expect, it } from 'vitest'
import { isEmptyRichText, toEditorJson, toPayloadJson, type LexicalJson } from '#admin/richText/payloadLexical'
import { checkRichText, richTextFromParagraphs } from '#domain/richText'

/** The console's rich-text editor loads and saves Payload's Lexical JSON (admin/richText). */
const withLink = (link: Record<string, unknown>): LexicalJson => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'link', ...link, children: [{ type: 'text', text: 'planos', format: 0 }] }] }] },
})

const firstLink = (value: LexicalJson) => (value.root.children as { children: Record<string, unknown>[] }[])[0].children[0]

describe('Payload ↔ editor JSON', () => {
  it("moves a link's address out of Payload's fields for the editor, and back on save", () => {
    const stored = withLink({ fields: { url: '/planos', newTab: true, linkType: 'custom' } })
    const editor = toEditorJson(stored)
    expect(firstLink(editor)).toMatchObject({ url: '/planos', target: '_blank' })
    expect(firstLink(editor)).not.toHaveProperty('fields')
    const saved = toPayloadJson(editor)
    expect(firstLink(saved)).toMatchObject({ fields: { url: '/planos', newTab: true, linkType: 'custom' } })
    expect(firstLink(saved)).not.toHaveProperty('url')
    expect(checkRichText(saved)).toEqual({ ok: true })
  })

  it('saves an unsafe address so that the server refuses it', () => {
    const saved = toPayloadJson(withLink({ url: 'javascript:alert(1)', target: null }))
    expect(checkRichText(saved).ok).toBe(false)
  })

  it('leaves every other node as it is', () => {
    const paragraphs = richTextFromParagraphs(['Um.', 'Dois.']) as unknown as LexicalJson
    expect(toPayloadJson(toEditorJson(paragraphs))).toEqual(paragraphs)
  })

  it('an editor with no words is an empty answer', () => {
    expect(isEmptyRichText(richTextFromParagraphs(['   ']) as unknown as LexicalJson)).toBe(true)
    expect(isEmptyRichText({ root: { type: 'root', children: [{ type: 'paragraph', children: [] }] } })).toBe(true)
    expect(isEmptyRichText(richTextFromParagraphs(['Sim.']) as unknown as LexicalJson)).toBe(false)
  })
})
