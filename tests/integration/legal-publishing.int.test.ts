/**
 * Editors publishing the same legal document at the same moment (issue 36, item 9): one
 * publication is numbered at a time; a publication racing another is told so in Portuguese with a
 * 409, never a 400 'Este valor já está em uso.' nor a 500, through Payload's REST API and the
 * console's facade alike, and the versions stay numbered 1, 2, 3… without a gap.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { legalMessages, type LegalDocumentKind } from '#domain/legal'
import { richTextFromParagraphs } from '#domain/richText'
import { useTestApp } from '../helpers/app'
import { errorMessage, type ApiClient } from '../helpers/client'
import { createAccount } from '#server/seed/factories'

const app = useTestApp()
let editors: ApiClient[]

beforeAll(async () => {
  editors = [await app.signedIn(await createAccount(app.payload, 'editor')), await app.signedIn(await createAccount(app.payload, 'admin'))]
}, 120_000)

const versionsOf = async (document: LegalDocumentKind) =>
  (await app.payload.find({ collection: 'legal-documents', where: { document: { equals: document } }, sort: 'version', pagination: false, depth: 0 })).docs.map(
    (doc) => doc.version,
  )

/** The same document published by `count` requests at once, half through Payload's REST API and half through the console's facade. */
function publishAtOnce(document: LegalDocumentKind, count: number, round: number) {
  return Promise.all(
    Array.from({ length: count }, (_, index) => {
      const path = index % 2 ? '/api/admin/legal-documents' : '/api/legal-documents'
      const data = { document, body: richTextFromParagraphs([`Versão da rodada ${round}, pedido ${index}.`]), changes: `Rodada ${round}, pedido ${index}.` }
      return editors[index % editors.length]!.post(path, data)
    }),
  )
}

describe('publishing a legal document concurrently', () => {
  it.each(['terms', 'privacy'] as const)('%s: each request is published with the next number or refused with a 409 in Portuguese', async (document) => {
    let refused = 0
    for (let round = 0; round < 6; round++) {
      const before = await versionsOf(document)
      const answers = await publishAtOnce(document, 4, round)
      for (const answer of answers) {
        expect([201, 409], answer.text).toContain(answer.status)
        if (answer.status === 409) expect(errorMessage(answer.body)).toBe(legalMessages.publishedMeanwhile)
      }
      const published = answers.filter((answer) => answer.status === 201).length
      refused += answers.length - published
      expect(published).toBeGreaterThanOrEqual(1)
      const after = await versionsOf(document)
      expect(after).toEqual(Array.from({ length: before.length + published }, (_, index) => index + 1))
    }
    // Four requests at once do race: the refusal above was met, not only sequential publications.
    expect(refused).toBeGreaterThan(0)
  })
})
