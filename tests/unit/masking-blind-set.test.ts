import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { maskContacts } from '#infra/contactMasking'
import { blindFigures } from '../bench/maskingBlind'
import { loadMaskingSet } from '../fixtures/maskingSet'

/** The bench's reader of the blind set (tests/fixtures/masking-blind/), on a tiny set of its own in a folder of its own. */

const folders: string[] = []
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })))

function folderWith(files: Record<string, unknown>): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'masking-blind-'))
  folders.push(folder)
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(folder, name), typeof content === 'string' ? content : JSON.stringify(content))
  return folder
}

const attempts = [
  { id: 'p1', family: 'phone', reason: 'phone', country: 'BR', text: 'me liga 11 98765-4321', mustHide: ['98765-4321'] },
  { id: 'e1', family: 'email', reason: 'email', country: 'PT', text: 'rafa.cortes (a) gmail.com', mustHide: ['rafa.cortes'] },
  // Masked, but with the wrong reason: a miss.
  { id: 'l1', family: 'link', reason: 'link', country: 'BR', text: 'zap 11 98765-4321', mustHide: [] },
  {
    id: 's1',
    family: 'split',
    reason: 'phone',
    country: 'BR',
    text: '4321',
    previous: [
      { text: '11 98765', fromOtherParty: false },
      { text: 'pode mandar', fromOtherParty: true },
    ],
    mustHide: ['4321'],
  },
  // Nothing to find: a miss.
  { id: 'h1', family: 'handle', reason: 'handle', country: 'BR', text: 'bom dia', mustHide: [] },
]
const ordinary = [
  { id: 'o1', category: 'pay', country: 'BR', text: 'Salário R$ 2.500,00 + 40%' },
  { id: 'o2', category: 'protocol', country: 'BR', text: 'protocolo 2026-1187-4432' },
  { id: 'o3', category: 'phone by mistake', country: 'BR', text: 'liga 11 98765-4321', previous: [{ text: 'oi', fromOtherParty: true }] },
]

describe('the blind set of the masking bench', () => {
  it('is nothing while its folder holds neither file', () => {
    expect(loadMaskingSet(folderWith({}))).toBeUndefined()
  })

  it('reads both files and counts caught attempts per family and altered ordinary messages', () => {
    const set = loadMaskingSet(folderWith({ 'attempts.json': attempts, 'ordinary.json': ordinary }))!
    expect(set.attempts).toHaveLength(5)
    const figures = blindFigures(maskContacts, set)
    expect(Object.fromEntries(figures.families.map(({ family, total, caught }) => [family, [caught, total]]))).toEqual({
      phone: [1, 1],
      email: [1, 1],
      handle: [0, 1],
      link: [0, 1],
      split: [1, 1],
    })
    expect(figures.families.find((row) => row.family === 'link')!.missed.map((attempt) => attempt.id)).toEqual(['l1'])
    expect(figures.ordinary.total).toBe(3)
    expect(figures.ordinary.altered.map((message) => message.id)).toEqual(['o3'])
  })

  it('counts an attempt whose mustHide part is left readable as missed', () => {
    const leaky = [{ id: 'e2', family: 'email', reason: 'email', country: 'BR', text: 'joao@gmail.com, um abraço do Joao', mustHide: ['Joao'] }]
    const figures = blindFigures(maskContacts, loadMaskingSet(folderWith({ 'attempts.json': leaky }))!)
    expect(figures.families.find((row) => row.family === 'email')).toMatchObject({ total: 1, caught: 0 })
  })

  it.each([
    ['not JSON', '{', /JSON/],
    ['not a list', { id: 'x' }, /holds a list/],
    ['an unknown family', [{ ...attempts[0], family: 'fax' }], /family is one of/],
    ['an unknown reason', [{ ...attempts[0], reason: 'fax' }], /reason is one of/],
    ['mustHide missing', [{ ...attempts[0], mustHide: undefined }], /mustHide/],
    ['previous without fromOtherParty', [{ ...attempts[3], previous: [{ text: '11' }] }], /previous/],
  ])('refuses attempts.json with %s', (_, content, message) => {
    expect(() => loadMaskingSet(folderWith({ 'attempts.json': content }))).toThrow(message)
  })
})
