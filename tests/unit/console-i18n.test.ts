import englishMessages from 'ra-language-english'
import { describe, expect, it } from 'vitest'
import { ptBR } from '#admin/i18n/ptBR'

type Messages = { [key: string]: string | Messages }

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') entries.set(prefix + key, value)
    else for (const [path, text] of flatten(value, `${prefix}${key}.`)) entries.set(path, text)
  }
  return entries
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('the console in Brazilian Portuguese', () => {
  const english = flatten(englishMessages as unknown as Messages)
  const ours = flatten(ptBR as unknown as Messages)

  it('translates every react-admin message, and nothing react-admin does not have', () => {
    expect([...english.keys()].filter((key) => !ours.has(key))).toEqual([])
    expect([...ours.keys()].filter((key) => !english.has(key))).toEqual([])
  })

  it('keeps each message’s placeholders and plural forms', () => {
    for (const [key, text] of english) {
      expect(placeholders(ours.get(key)!), key).toEqual(placeholders(text))
      expect(ours.get(key)!.split('||||').length, key).toBe(text.split('||||').length)
    }
  })

  it('leaves no message in English', () => {
    // Messages made only of placeholders, and the words Brazilians use as they are, stay the same.
    const hasWords = (text: string) => /[a-z]{3,}/i.test(text.replace(/%\{\w+\}/g, ''))
    const sameInBoth = new Set(['ra.page.dashboard', 'ra.auth.email'])
    const untranslated = [...english].filter(([key, text]) => hasWords(text) && ours.get(key) === text && !sameInBoth.has(key))
    expect(untranslated).toEqual([])
  })
})
