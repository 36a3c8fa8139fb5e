/**
 * Payload's Lexical JSON and @lexical/react's differ in one node: Payload keeps a link's address in
 * `fields` ({ url, newTab, linkType }), @lexical/link at the top ({ url, target }). Everything else
 * the console edits (paragraphs, text, headings, lists, quotes, line breaks) is the same JSON, so
 * converting links both ways is all it takes to load and save Payload's format.
 */
type Node = Record<string, unknown> & { type?: unknown; children?: unknown }
export type LexicalJson = { root: Node }

function mapNodes(node: Node, convert: (node: Node) => Node): Node {
  const converted = convert(node)
  return Array.isArray(converted.children) ? { ...converted, children: (converted.children as Node[]).map((child) => mapNodes(child, convert)) } : converted
}

const isLink = (node: Node) => node.type === 'link' || node.type === 'autolink'

/** Payload → the editor: the address moves out of `fields`. */
export function toEditorJson(value: LexicalJson): LexicalJson {
  return {
    root: mapNodes(value.root, (node) => {
      if (!isLink(node)) return node
      const { fields, ...rest } = node as Node & { fields?: { url?: unknown; newTab?: unknown } }
      return { ...rest, url: String(fields?.url ?? rest.url ?? ''), target: fields?.newTab === true ? '_blank' : null, rel: null, title: null }
    }),
  }
}

/** The editor → Payload: the address goes into `fields`, as Payload's own link feature writes it. */
export function toPayloadJson(value: LexicalJson): LexicalJson {
  return {
    root: mapNodes(value.root, (node) => {
      if (!isLink(node)) return node
      const { url, target, rel: _rel, title: _title, ...rest } = node
      return { ...rest, fields: { url: String(url ?? ''), newTab: target === '_blank', linkType: 'custom' } }
    }),
  }
}

/** True when the rich text holds no words (an editor's empty answer is one empty paragraph). */
export function isEmptyRichText(value: LexicalJson | null | undefined): boolean {
  const stack: Node[] = value?.root ? [value.root] : []
  while (stack.length) {
    const node = stack.pop()!
    if (node.type === 'text' && typeof node.text === 'string' && node.text.trim()) return false
    if (Array.isArray(node.children)) stack.push(...(node.children as Node[]))
  }
  return true
}
