/**
 * Done means (issue 26): Google's requirements for JobPosting are met on every active demo job,
 * checked by the validator written from Google's documented list (domain/structuredData.ts), on the
 * markup the job page carries.
 */
import { describe, expect, it } from 'vitest'
import { jobPostingLd, jobPostingProblems } from '#domain/structuredData'
import { seedDemoData } from '#server/seed/demo'
import { readJobDetails } from '#server/jobs/jobDetails'
import { useTestApp } from '../helpers/app'

const app = useTestApp()

describe('the demo jobs in Google for Jobs', () => {
  it('every active demo job carries a JobPosting with nothing missing or wrong, and its pay read into the structure', async () => {
    await seedDemoData(app.payload, { log: () => {} })
    const { docs } = await app.payload.find({ collection: 'jobs', where: { status: { equals: 'active' } }, pagination: false, depth: 0 })
    expect(docs.length).toBeGreaterThan(10)
    const problems: Record<string, string[]> = {}
    for (const job of docs) {
      const details = await readJobDetails(app.payload, job.id, null)
      const markup = jobPostingLd(details!, app.url)
      const found = jobPostingProblems(markup)
      if (found.length) problems[`${job.id} ${job.title}`] = found
    }
    expect(problems).toEqual({})
    const withPay = docs.filter((job) => job.payKind)
    expect(withPay.length).toBeGreaterThan(docs.length / 2)
  }, 300_000)
})
