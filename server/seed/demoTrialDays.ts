import type { Payload, PayloadRequest } from 'payload'
import { DAY_MS } from '#domain/account'
import { CONTACT_POLICY_VERSION } from '#domain/contactPolicy'
import type { Country } from '#domain/locations'
import { currencyFor } from '#domain/money'
import { shopTimeZone } from '#domain/trialDays'
import type { Application } from '#payload-types'
import { publicText } from '#infra/contactMasking'
import { insertTrialDay, readTrialDay, scheduleSlot } from '#infra/trialDays/store'
import { relationId } from '#utilities/requestUser'
import { requestTransaction } from '#utilities/requestTransaction'

const HOUR_MS = 60 * 60_000

/** What a shop writes with its proposal, in its country's Portuguese. */
const notes: Record<Country, string[]> = {
  BR: ['Traga sua máquina e tesouras. Vamos atender dois clientes reais juntos.', 'Teste com modelo: um degradê e uma barba. Pagamos o dia.'],
  PT: ['Traga a sua máquina e tesouras. Vamos atender dois clientes juntos.', 'Teste com modelo: um degradê e uma barba. Pagamos o dia.'],
}

/**
 * Test days in the demo (issue 41, decision 0069), so 'Próximos testes' and the cards' 'Teste
 * marcado' are not empty: of the accepted applications, the first gets a test scheduled in three days
 * (paid), the second a proposal of two slots waiting for the barber. Written through the area's store
 * in the seed's transaction, as the routes write them; no e-mail, push or reminder goes out (the
 * reminders' sweep finds them only a day before). Answers the application whose test is scheduled.
 */
export async function seedDemoTrialDays(payload: Payload, req: PayloadRequest, applications: Application[]): Promise<Application | undefined> {
  const db = await requestTransaction(req, 'os testes práticos de demonstração')
  const accepted = applications.filter((application) => application.status === 'accepted').slice(0, 2)
  // Whole hours from the next midnight (UTC), mid-morning in Brazil and Portugal.
  const midnight = Math.ceil(Date.now() / DAY_MS) * DAY_MS
  for (const [index, application] of accepted.entries()) {
    const shop = await payload.findByID({ collection: 'barbershops', id: Number(relationId(application.barbershop)), depth: 0, req })
    const country: Country = shop.country === 'PT' ? 'PT' : 'BR'
    const text = notes[country][index % notes[country].length]!
    const id = await insertTrialDay(
      db,
      {
        applicationId: application.id,
        shopUserId: Number(relationId(application.shopUser)),
        barberUserId: Number(relationId(application.barberUser)),
        paid: index === 0,
        amount: index === 0 ? 15_000 : null,
        currency: currencyFor(country),
        timeZone: shopTimeZone(country, shop.state, shop.city),
        place: [shop.address, shop.city, shop.state].filter(Boolean).join(', ') || null,
        notes: publicText(text),
        originalNotes: text,
        contactPolicyVersion: CONTACT_POLICY_VERSION,
      },
      [
        { startsAt: new Date(midnight + (2 + index) * DAY_MS + 13 * HOUR_MS), durationMinutes: 240 },
        { startsAt: new Date(midnight + (3 + index) * DAY_MS + 17 * HOUR_MS), durationMinutes: 180 },
      ],
    )
    if (index === 0) await scheduleSlot(db, id, (await readTrialDay(db, id))!.slots[0]!.id, new Date())
  }
  return accepted[0]
}
