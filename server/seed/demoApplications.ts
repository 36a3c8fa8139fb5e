import type { Payload, PayloadRequest } from 'payload'
import { transitionPath } from '#domain/applications'
import type { Application, Barber, Job } from '#payload-types'
import { filledByCollection } from '#utilities/createData'
import type { ApplicationFilledFields } from '#collections/Applications'

/** The barber's application to `job`, moved along the real state machine to `target`, without e-mails (a trusted import). */
export async function demoApplication(payload: Payload, req: PayloadRequest, job: Job, barber: Barber, target: Application['status']): Promise<Application> {
  const application = await payload.create({
    collection: 'applications',
    depth: 0,
    req,
    data: filledByCollection<'applications', ApplicationFilledFields>({ job: job.id, barber: barber.id }),
    context: { notify: false },
  })
  let current = application
  for (const status of transitionPath(target)!)
    current = await payload.update({ collection: 'applications', id: application.id, data: { status }, depth: 0, context: { notify: false }, req })
  return current
}
