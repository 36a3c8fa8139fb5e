import { createElement, Fragment, type ReactNode } from 'react'
import { isSafeLinkUrl } from '#domain/safeLink'
import { cn } from '../ui/cn'
import { AppLink } from '../ui/navigation'

/**
 * Lexical JSON (the editors' rich text) as React elements. Only the nodes the server accepts
 * (domain/richText.ts) are drawn; anything else shows its text, never markup, so no HTML from
 * the database ever reaches the page.
 */

type LexicalNode = {
  type?: unknown
  children?: unknown
  text?: unknown
  format?: unknown
  tag?: unknown
  listType?: unknown
  start?: unknown
  checked?: unknown
  url?: unknown
  target?: unknown
  fields?: { url?: unknown; newTab?: unknown } | null
}

export type RichTextValue = { root?: unknown } | null | undefined

// Lexical's text format bits, innermost element first.
const textFormats: [bit: number, tag: string][] = [
  [128, 'mark'],
  [64, 'sup'],
  [32, 'sub'],
  [4, 's'],
  [8, 'u'],
  [2, 'em'],
  [1, 'strong'],
  [16, 'code'],
]

const alignments: Record<string, string> = { center: 'text-center', right: 'text-right', end: 'text-right', justify: 'text-justify' }

const headingClasses: Record<number, string> = {
  2: 'text-2xl font-bold tracking-tight text-stone-900',
  3: 'text-xl font-bold text-stone-900',
  4: 'text-lg font-semibold text-stone-900',
  5: 'font-semibold text-stone-900',
  6: 'font-semibold text-stone-900',
}

const linkClasses = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900'

type Context = { topHeadingLevel: number; checkList: boolean }

const childrenOf = (node: LexicalNode): LexicalNode[] =>
  Array.isArray(node.children) ? node.children.filter((child): child is LexicalNode => typeof child === 'object' && child !== null) : []

function renderChildren(node: LexicalNode, context: Context): ReactNode[] {
  return childrenOf(node).map((child, index) => renderNode(child, index, context))
}

function renderText(text: string, format: unknown, key: number): ReactNode {
  const bits = typeof format === 'number' ? format : 0
  let content: ReactNode = text
  for (const [bit, tag] of textFormats) if (bits & bit) content = createElement(tag, null, content)
  return <Fragment key={key}>{content}</Fragment>
}

function renderLink(node: LexicalNode, key: number, context: Context): ReactNode {
  const url = node.fields?.url ?? node.url
  const children = renderChildren(node, { ...context, checkList: false })
  // The same rule the server applies on save, checked again before drawing: older rows may hold what it now refuses.
  if (!isSafeLinkUrl(url)) return createElement('span', { key }, children)
  if (url.startsWith('/'))
    return (
      <AppLink key={key} to={url} className={linkClasses}>
        {children}
      </AppLink>
    )
  const external = /^https:/i.test(url)
  const newTab = external && (node.fields?.newTab === true || node.target === '_blank')
  return (
    <a key={key} href={url} className={linkClasses} rel={external ? 'noopener noreferrer' : undefined} target={newTab ? '_blank' : undefined}>
      {children}
    </a>
  )
}

function renderNode(node: LexicalNode, key: number, context: Context): ReactNode {
  const align = typeof node.format === 'string' ? alignments[node.format] : undefined
  switch (node.type) {
    case 'text':
      return typeof node.text === 'string' ? renderText(node.text, node.format, key) : null
    case 'tab':
      return '\t'
    case 'linebreak':
      return <br key={key} />
    case 'paragraph': {
      const children = renderChildren(node, context).filter((child) => child !== null)
      // Editors leave empty paragraphs as spacing; the layout already spaces blocks.
      if (children.length === 0) return null
      return (
        <p key={key} className={align}>
          {children}
        </p>
      )
    }
    case 'heading': {
      const written = Number(/^h([1-6])$/.exec(String(node.tag))?.[1] ?? 2)
      const level = Math.min(6, written + context.topHeadingLevel - 1)
      return createElement(`h${level}`, { key, className: cn(headingClasses[level], align) }, renderChildren(node, context))
    }
    case 'quote':
      return (
        <blockquote key={key} className="border-l-4 border-brand-400 pl-4 text-stone-700 italic">
          {renderChildren(node, context)}
        </blockquote>
      )
    case 'list': {
      const checkList = node.listType === 'check'
      const items = renderChildren(node, { ...context, checkList })
      if (node.listType === 'number') {
        const start = typeof node.start === 'number' && node.start !== 1 ? node.start : undefined
        return (
          <ol key={key} start={start} className="list-decimal space-y-1 pl-6">
            {items}
          </ol>
        )
      }
      return (
        <ul key={key} className={checkList ? 'space-y-1' : 'list-disc space-y-1 pl-6'}>
          {items}
        </ul>
      )
    }
    case 'listitem': {
      const children = childrenOf(node)
      // Lexical nests a list inside an item of its own; that item has no marker of its own.
      const wrapsList = children.length > 0 && children.every((child) => child.type === 'list')
      if (context.checkList && !wrapsList) {
        return (
          <li key={key} className="flex items-start gap-2">
            <span aria-hidden="true" className="font-bold text-brand-700">
              {node.checked === true ? '☑' : '☐'}
            </span>
            <span>
              <span className="sr-only">{node.checked === true ? 'Feito: ' : 'A fazer: '}</span>
              {renderChildren(node, context)}
            </span>
          </li>
        )
      }
      return (
        <li key={key} className={wrapsList ? 'list-none' : undefined}>
          {renderChildren(node, context)}
        </li>
      )
    }
    case 'link':
    case 'autolink':
      return renderLink(node, key, context)
    default:
      return childrenOf(node).length ? <span key={key}>{renderChildren(node, context)}</span> : null
  }
}

/**
 * `topHeadingLevel` is the level an editor's first-level heading takes on the page, so rich text
 * inside a section (an h2) keeps one h1 per page and an unbroken outline.
 */
export function RichText({ value, className, topHeadingLevel = 3 }: { value: RichTextValue; className?: string; topHeadingLevel?: number }) {
  const root = value?.root
  if (typeof root !== 'object' || root === null) return null
  return <div className={cn('flex flex-col gap-4', className)}>{renderChildren(root as LexicalNode, { topHeadingLevel, checkList: false })}</div>
}
