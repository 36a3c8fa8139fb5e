/**
 * What others wrote reaches a person's export only as the site lets that person read it (issue 36,
 * item 7): a review's author gets the reviewed party's answer in its public form, masked, never
 * the text as written (`originalAnswer`), locked or not; the answer's author gets its own as
 * written. Generated answers and comments with contacts; the whole dados.json is searched.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { publicText } from '#infra/contactMasking'
import { useDatabaseClient, useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { exportedData } from '../helpers/exportArchive'
import { contactTextArb } from '../helpers/contactArbitraries'
import { createApplication, createBarber, createJob, createShop } from '#server/seed/factories'

const app = useTestApp()
const db = useDatabaseClient(app)

const exported = (client: ApiClient) => exportedData(app.url, client)

/** A hire reviewed both ways (so both reviews are published), the shop's review of the barber saying `comment`. */
async function reviewedBothWays(comment: string) {
  const shop = await createShop(app.payload)
  const barber = await createBarber(app.payload)
  const application = await createApplication(app.payload, await createJob(app.payload, shop.shop), barber.barber, 'hired')
  const [shopClient, barberClient] = [await app.signedIn(shop), await app.signedIn(barber)]
  const byBarber = await barberClient.post('/api/reviews', { application: application.id, rating: 5, comment: 'Ótima casa, recomendo.' })
  expect(byBarber.status).toBe(201)
  expect((await shopClient.post('/api/reviews', { application: application.id, rating: 4, comment })).status).toBe(201)
  return { shop, barber, shopClient, barberClient, review: byBarber.body.doc.id as number }
}

describe('a review author’s export', () => {
  it('holds the other party’s answer and comment as the site shows them, never as written, locked or not', async () => {
    await fc.assert(
      fc.asyncProperty(contactTextArb, contactTextArb, fc.boolean(), async (answer, comment, locked) => {
        const pair = await reviewedBothWays(comment.text)
        const answered = await pair.shopClient.patch(`/api/reviews/${pair.review}`, { answer: answer.text })
        expect(answered.status).toBe(200)
        if (locked) {
          await db.query(`UPDATE users SET trial_ends_at = now() - interval '1 day', subscription_status = 'none' WHERE id = $1`, [pair.barber.user.id])
        }

        const barber = await exported(pair.barberClient)
        const [written] = barber.data.reviewsWritten!
        expect(written!.answer).toBe(publicText(answer.text.trim()))
        expect(written).not.toHaveProperty('originalAnswer')
        expect(written!.originalComment).toBe('Ótima casa, recomendo.')
        expect(barber.data.reviewsReceived![0]!.comment).toBe(publicText(comment.text.trim()))
        for (const secret of [...answer.secrets, ...comment.secrets]) expect(barber.json).not.toContain(secret)

        // The answer's author has it as written, in the review it received.
        const shop = await exported(pair.shopClient)
        expect(shop.data.reviewsReceived![0]).toMatchObject({ answer: publicText(answer.text.trim()), originalAnswer: answer.text.trim() })
      }),
      { numRuns: 6 },
    )
  })
})
