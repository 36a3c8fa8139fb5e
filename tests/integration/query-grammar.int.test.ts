/**
 * No list query stops the server (issue 9, item 1). Payload's path check leaves a promise nobody
 * awaits for paths through two relationships (payloadcms/payload#9008); its rejection ended the
 * process a moment after a 400. Generated `where`/`sort` queries over every collection (one, two
 * and three collections deep, readable and unreadable fields, every operator, and/or nesting) go
 * to lists, counts and bulk writes as every role; none may answer 5xx or leave a rejection behind.
 *
 * `QUERY_GRAMMAR_RUNS=20000 npm test -- tests/integration/query-grammar.int.test.ts` runs longer;
 * `QUERY_GRAMMAR_SEED` picks another sequence.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { useTestApp } from '../helpers/app'
import { ApiClient, type ApiResponse } from '../helpers/client'
import { listQuery, type ListRequest } from '../helpers/queryGrammar'
import { createAccount, createApplication, createBarber, createJob, createShop } from '#server/seed/factories'

const RUNS = Number(process.env.QUERY_GRAMMAR_RUNS ?? 200)
const SEED = Number(process.env.QUERY_GRAMMAR_SEED ?? 9)

const app = useTestApp()
let roles: [string, ApiClient][]
const rejections: unknown[] = []
const recordRejection = (reason: unknown) => void rejections.push(reason)

beforeAll(async () => {
  // In production an unhandled rejection ends the process; here vitest would only report it at the end.
  process.on('unhandledRejection', recordRejection)
  const [barber, shop, admin, editor] = await Promise.all([
    createBarber(app.payload, { name: 'Barbeiro Gramática' }),
    createShop(app.payload, { name: 'Barbearia Gramática' }),
    createAccount(app.payload, 'admin'),
    createAccount(app.payload, 'editor'),
  ])
  const job = await createJob(app.payload, shop.shop, { title: 'Vaga da gramática' })
  await createApplication(app.payload, job, barber.barber, 'hired')
  await app.payload.create({ collection: 'saved-jobs', data: { user: barber.user.id, job: job.id }, depth: 0 })
  const signedIn = async (account: { email: string; password: string }) => {
    const client = new ApiClient(app.url)
    await client.login(account.email, account.password)
    return client
  }
  roles = [
    ['anônimo', new ApiClient(app.url)],
    ['barbeiro', await signedIn(barber)],
    ['barbearia', await signedIn(shop)],
    ['admin', await signedIn(admin)],
    ['editor', await signedIn(editor)],
  ]
}, 120_000)

afterAll(async () => {
  process.off('unhandledRejection', recordRejection)
})

beforeEach(() => {
  rejections.length = 0
})

const send = (client: ApiClient, request: ListRequest) => client.request(request.method, request.path, request.body === undefined ? {} : { json: request.body })

/** The server still answers, and nothing it started is failing unobserved. */
async function expectHealthy(after: string) {
  expect((await new ApiClient(app.url).get('/api/health')).status, `saúde depois de ${after}`).toBe(200)
  expect(rejections.map(String), `promessas rejeitadas sem tratamento depois de ${after}`).toEqual([])
}

describe('where and sort paths', () => {
  it.each([
    ['/api/jobs?where[barbershop.user.email][like]=x', 'Não é possível filtrar ou ordenar pelo campo barbershop.user.email.'],
    ['/api/jobs?sort=barbershop.user.email', 'Não é possível filtrar ou ordenar pelo campo barbershop.user.email.'],
    ['/api/jobs/count?where[barbershop.user.name][equals]=a', 'Não é possível filtrar ou ordenar pelo campo barbershop.user.name.'],
    ['/api/jobs?where[barbershop.user.name][equals]=a&where[naoExiste][equals]=1', 'Não é possível filtrar ou ordenar pelo campo barbershop.user.name.'],
    [
      '/api/reviews?where[or][0][and][0][application.job.barbershop.cnpj][exists]=true',
      'Não é possível filtrar ou ordenar pelo campo application.job.barbershop.cnpj.',
    ],
    ['/api/barbers?where[specialties][all]=degradê', 'O filtro all não se aplica ao campo specialties.'],
    ['/api/jobs?where[createdAt][like]=2026', 'O filtro like não se aplica ao campo createdAt.'],
    ['/api/jobs?where[createdAt][equals]=amanhã', 'Valor inválido no filtro do campo createdAt.'],
    ['/api/jobs?where[experienceRequired][in]=1,dois', 'Valor inválido no filtro do campo experienceRequired.'],
    ['/api/jobs?where[status][in]=active,aberta', 'Requisição inválida. Verifique os dados enviados.'],
    ['/api/jobs?where[_id][equals]=1', 'Não é possível filtrar ou ordenar pelo campo _id.'],
    ['/api/jobs?data=abc', 'Requisição inválida. Verifique os dados enviados.'],
  ])('%s → 400 "%s", and the server stays up', async (path, message) => {
    for (const [role, client] of roles) {
      const response = await client.get(path)
      expect(response.status, role).toBe(400)
      expect(response.body.errors[0].message, role).toBe(message)
    }
    await expectHealthy(path)
  })

  it('still answers the paths clients use: direct fields and one relationship deep', async () => {
    const [, barber] = roles[1]
    for (const path of [
      '/api/jobs?where[barbershop.city][equals]=Rio%20de%20Janeiro&sort=-barbershop.name',
      '/api/jobs?where[or][0][status][equals]=active&where[or][1][title][like]=gramática&sort=-createdAt,title',
      '/api/applications?where[job.id][in]=1,2&where[status][not_equals]=rejected',
      '/api/saved-jobs?where[job][equals]=1&depth=0&limit=1',
      '/api/jobs?where[status][equals]=open&sort=-createdAt',
    ]) {
      const response = await barber.get(path)
      expect(response.status, path).toBe(200)
    }
  })

  it(`answers ${RUNS} generated queries as every role with no 5xx, and stays up after each`, async () => {
    const answered: ApiResponse[] = []
    await fc.assert(
      fc.asyncProperty(listQuery(app.payload.config), async (request) => {
        const responses = await Promise.all(roles.map(([, client]) => send(client, request)))
        answered.push(...responses)
        responses.forEach((response, index) => {
          expect(response.status, `${roles[index][0]}: ${request.method} ${decodeURIComponent(request.path)}`).toBeLessThan(500)
        })
        await expectHealthy(`${request.method} ${decodeURIComponent(request.path)}`)
      }),
      { numRuns: RUNS, seed: SEED },
    )
    // The grammar must also reach the database, not only the checks in front of it.
    expect(answered.filter((response) => response.status === 200).length).toBeGreaterThan(answered.length / 50)
  }, 600_000)
})
