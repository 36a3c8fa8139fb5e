import type { Payload, PayloadRequest } from 'payload'
import { DAY_MS } from '#domain/account'
import type { Country } from '#domain/locations'
import type { Barber, Barbershop, Job } from '#payload-types'
import { filledByCollection } from '#utilities/createData'
import { relationId } from '#utilities/requestUser'
import type { InvitationFilledFields } from '#collections/Invitations'

/** What a shop adds to its first invitation, in its country's Portuguese. */
const notes: Record<Country, string[]> = {
  BR: ['Gostamos do seu perfil e do seu vídeo. Venha tomar um café e conhecer a equipe!', 'Estamos com a agenda cheia e precisamos de reforço. Tem interesse?'],
  PT: ['Gostámos do seu perfil e do seu vídeo. Passe cá para um café e conhecer a equipa!', 'Temos a agenda cheia e precisamos de reforço. Tem interesse?'],
}

type Demo = { barbers: Barber[]; shops: Barbershop[]; jobs: Job[] }

/**
 * Invitations in the demo (issue 40, decision 0067), so /convites is not empty: each shop invites
 * the first two barbers of its city to an active job of its own they have not applied to, the first
 * with a note; about half of them are declined, the rest wait. The first shop's first invitation
 * goes to the first barber and waits (both logins the console prints). Made through the collection
 * as a trusted call, so its hooks derive the shop, both users and the job's texts and enforce the
 * per-job and per-day limits; no e-mail or push goes out.
 */
export async function seedDemoInvitations(payload: Payload, req: PayloadRequest, { barbers, shops, jobs }: Demo): Promise<void> {
  const { docs: applications } = await payload.find({
    collection: 'applications',
    pagination: false,
    depth: 0,
    select: { job: true, barber: true },
    req,
  })
  const applied = new Set(applications.map((application) => `${relationId(application.job)}:${relationId(application.barber)}`))
  const now = Date.now()
  const rankInCity = new Map<string, number>()
  for (const shop of shops) {
    const city = shop.city ?? ''
    const rank = rankInCity.get(city) ?? 0
    rankInCity.set(city, rank + 1)
    const country: Country = shop.country === 'PT' ? 'PT' : 'BR'
    const neighbours = barbers.filter((barber) => barber.city === shop.city).slice(0, 2)
    for (const [position, barber] of neighbours.entries()) {
      const job = jobs.find(
        (candidate) => candidate.status === 'active' && relationId(candidate.barbershop) === shop.id && !applied.has(`${candidate.id}:${barber.id}`),
      )
      if (!job) continue
      const invitation = await payload.create({
        collection: 'invitations',
        depth: 0,
        req,
        context: { notify: false },
        data: filledByCollection<'invitations', InvitationFilledFields>({
          job: job.id,
          barber: barber.id,
          note: position === 0 ? notes[country][rank % notes[country].length] : null,
          createdAt: new Date(now - (1 + rank + position) * DAY_MS).toISOString(),
        }),
      })
      if ((rank + position) % 2 === 1)
        await payload.update({ collection: 'invitations', id: invitation.id, data: { status: 'declined' }, depth: 0, req, context: { notify: false } })
    }
  }
}
