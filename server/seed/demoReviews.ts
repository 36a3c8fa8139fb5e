import type { Payload, PayloadRequest } from 'payload'
import type { Application, Barber, Barbershop, Job } from '#payload-types'
import { createApplication } from './factories'
import { demoApplicationWords } from './demoScreening'

const relation = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number))

/** What each side says after a hire: the shop's stars and words about the barber, then the barber's about the shop. */
const words: [number, string, number, string][] = [
  [5, 'Pontual, caprichoso no degradê e ótimo com os clientes.', 5, 'Equipe acolhedora e pagamento em dia.'],
  [4, 'Bom barbeiro, ainda pegando o ritmo dos sábados.', 4, 'Boa estrutura; a agenda poderia ser mais organizada.'],
  [5, 'Os clientes já pedem por ele.', 3, 'Combinado da comissão mudou depois da contratação.'],
  [5, 'Barba na toalha quente impecável. Recomendo.', 5, 'Ambiente ótimo e clientela fiel.'],
  [5, 'Chegou cedo todos os dias e deixou a cadeira sempre cheia.', 4, 'Bom lugar para trabalhar, movimento forte no fim de semana.'],
  [4, 'Corte clássico muito bom; pode melhorar no atendimento por telefone.', 5, 'Dono presente e justo.'],
]

/** The shop's answer to the first review it received, so a profile shows how answers look. */
const shopAnswer = 'Obrigado! Foi ótimo ter você com a gente nos sábados.'

type Demo = { barbers: Barber[]; shops: Barbershop[]; jobs: Job[]; applications: Application[] }

/** A barber's application to `job`, answering its questions, hired, without e-mails (a trusted import). */
const hire = (payload: Payload, req: PayloadRequest, job: Job, barber: Barber) =>
  createApplication(payload, job, barber, 'hired', { req, notify: false, words: demoApplicationWords(job, barber) })

/** Both sides' reviews of one hire, written through Payload as the parties would: the profiles' ratings follow. */
async function reviewBothWays(
  payload: Payload,
  req: PayloadRequest,
  hired: Application,
  [shopStars, shopWords, barberStars, barberWords]: (typeof words)[number],
) {
  const byShop = await payload.create({
    collection: 'reviews',
    req,
    depth: 0,
    data: { application: hired.id, author: relation(hired.shopUser), rating: shopStars, comment: shopWords },
  })
  await payload.create({
    collection: 'reviews',
    req,
    depth: 0,
    data: { application: hired.id, author: relation(hired.barberUser), rating: barberStars, comment: barberWords },
  })
  return byShop
}

/**
 * Reputation in the demo (issue 14), all of it real: every rating is the average of reviews
 * written after a hire, both ways (so they are published at once). The demo's own hires are
 * reviewed; the first barber (a printed login, on the Anual plan) gets six more five-star hires and
 * so 'Top avaliado'; a few other barbers get one or two. One hire of the second barber at the first
 * shop is left without reviews, to try the flow; the returned pair says who.
 */
export async function seedDemoReputation(
  payload: Payload,
  req: PayloadRequest,
  demo: Demo,
): Promise<{ unreviewed: { barber: Barber; shop: Barbershop } | null }> {
  const { barbers, shops, jobs, applications } = demo
  const applied = new Set(applications.map((application) => `${relation(application.job)}:${relation(application.barber)}`))
  /** An active job in the barber's country it has not applied to, from a shop other than `avoid`'s. */
  const jobFor = (barber: Barber, shop?: Barbershop) => {
    const job = jobs.find(
      (candidate) =>
        candidate.status === 'active' &&
        candidate.country === barber.country &&
        (shop ? relation(candidate.barbershop) === shop.id : true) &&
        !applied.has(`${candidate.id}:${barber.id}`),
    )
    if (job) applied.add(`${job.id}:${barber.id}`)
    return job
  }

  const demoHires = applications.filter((application) => application.status === 'hired')
  for (const [index, hired] of demoHires.entries()) await reviewBothWays(payload, req, hired, words[index % words.length]!)

  const first = barbers[0]
  if (first) {
    for (let index = 0; index < 6; index++) {
      const job = jobFor(first)
      if (!job) break
      await reviewBothWays(payload, req, await hire(payload, req, job, first), [5, words[index % 2 === 0 ? 0 : 3]![1], 5, words[3]![3]])
    }
  }
  for (const [index, barber] of barbers.entries()) {
    if (index < 2 || index % 5 === 4) continue
    const job = jobFor(barber)
    if (job) await reviewBothWays(payload, req, await hire(payload, req, job, barber), words[index % words.length]!)
  }

  const [firstShop] = shops
  const firstReview = await payload.find({ collection: 'reviews', where: { barbershop: { exists: true } }, sort: 'createdAt', limit: 1, depth: 0, req })
  const answered = firstReview.docs[0]
  if (answered) {
    await payload.update({
      collection: 'reviews',
      id: answered.id,
      data: { answer: shopAnswer },
      depth: 0,
      req,
    })
  }

  const second = barbers[1]
  const job = second && firstShop ? (jobFor(second, firstShop) ?? jobFor(second)) : undefined
  if (!second || !job) return { unreviewed: null }
  await hire(payload, req, job, second)
  return { unreviewed: { barber: second, shop: shops.find((shop) => shop.id === relation(job.barbershop)) ?? firstShop! } }
}
