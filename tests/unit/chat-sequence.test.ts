import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '#domain/chat'
import { unbrokenUpTo } from '#domain/chatSequence'

const message = (seq: number): ChatMessage => ({ id: seq * 7, seq, conversation: 1, body: `m${seq}`, masked: false, createdAt: '', sender: 1, attachments: [] })

describe('unbrokenUpTo: where a thread must catch up from', () => {
  it('is the newest message when nothing is missing, and nothing when nothing is held', () => {
    expect(unbrokenUpTo([])).toBeUndefined()
    expect(unbrokenUpTo([3, 4, 5].map(message))?.seq).toBe(5)
  })

  it('stops before the first gap, however many arrive after it', () => {
    expect(unbrokenUpTo([1, 2, 4, 5].map(message))?.seq).toBe(2)
    expect(unbrokenUpTo([10, 12].map(message))?.seq).toBe(10)
  })

  it('never skips a missing number: everything after it is fetched again (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1 }), (numbers) => {
        const held = [...numbers].sort((a, b) => a - b).map(message)
        const upTo = unbrokenUpTo(held)!.seq
        for (let seq = held[0]!.seq; seq <= upTo; seq++) expect(numbers).toContain(seq)
        expect(upTo === held.at(-1)!.seq || !numbers.includes(upTo + 1)).toBe(true)
      }),
    )
  })
})
