import { richTextMessages } from './messages/common'
import { isSafeLinkUrl } from './safeLink'

/**
 * Rich text (landing copy, FAQ answers) is stored as Lexical JSON. The editor library accepts
 * any JSON, so we accept only the small set of nodes our pages render, and only safe links.
 */

export const ALLOWED_RICH_TEXT_NODES = new Set(['root', 'paragraph', 'text', 'linebreak', 'heading', 'list', 'listitem', 'link', 'autolink', 'quote', 'tab'])
const MAX_NODES = 5000

type LexicalNode = { type?: unknown; children?: unknown; text?: unknown; fields?: { url?: unknown } }

export type RichTextProblem = { ok: true } | { ok: false; reason: string }

export function checkRichText(value: unknown): RichTextProblem {
  const root = (value as { root?: LexicalNode } | null)?.root
  if (!root || root.type !== 'root') return { ok: false, reason: 'Conteúdo em formato inválido.' }
  let seen = 0
  const stack: LexicalNode[] = [root]
  while (stack.length) {
    const node = stack.pop()!
    if (++seen > MAX_NODES) return { ok: false, reason: 'Conteúdo grande demais.' }
    if (typeof node !== 'object' || node === null || typeof node.type !== 'string') return { ok: false, reason: 'Conteúdo em formato inválido.' }
    if (!ALLOWED_RICH_TEXT_NODES.has(node.type)) return { ok: false, reason: `Elemento não permitido: ${node.type}.` }
    if (node.type === 'text' && typeof node.text !== 'string') return { ok: false, reason: 'Conteúdo em formato inválido.' }
    if ((node.type === 'link' || node.type === 'autolink') && !isSafeLinkUrl(node.fields?.url)) return { ok: false, reason: richTextMessages.linkRefused }
    if (node.children !== undefined) {
      if (!Array.isArray(node.children)) return { ok: false, reason: 'Conteúdo em formato inválido.' }
      stack.push(...(node.children as LexicalNode[]))
    }
  }
  return { ok: true }
}

/** Plain paragraphs as Lexical JSON: how seed copy and simple editors produce rich text. */
export function richTextFromParagraphs(paragraphs: string[]) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        format: '' as const,
        indent: 0,
        version: 1,
        direction: 'ltr' as const,
        textFormat: 0,
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
      })),
    },
  }
}
