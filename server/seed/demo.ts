import type { RentPeriod } from '#domain/rent'
import { randomBytes } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import sharp from 'sharp'
import { DAY_MS } from '#domain/account'
import { subscriptionFields } from '#domain/billing'
import type { MediaFolder } from '#domain/media'
import { generateCnpj, generateCpf, generateNif, generateNipc, type RandomInt } from '#domain/documents'
import type { ContractType } from '#domain/jobs'
import type { Country } from '#domain/locations'
import type { Application } from '#payload-types'
import { seedDemoConversations } from './demoConversations'
import { relationId } from '#utilities/requestUser'
import { createAccount, createApplication, createBarberProfile, createJob, createShopProfile } from './factories'
import { seedDemoReputation } from './demoReviews'
import { seedDemoInvitations } from './demoInvitations'
import { seedDemoTrialDays } from './demoTrialDays'
import { demoApplicationWords, demoScreeningQuestions } from './demoScreening'
import { recordSignupConsents } from '../account'
import { sandboxSubscription } from '../billing'

/**
 * A believable demo for a fresh local database: shops and barbers in six cities, jobs (some
 * urgent, some for several barbers, some with screening questions), applications in every status
 * (answering those questions, some with a message) and invitations from shops to barbers. Every document number is generated (valid, never a real
 * person's on purpose), every e-mail is on the reserved `.test` domain, and the passwords are
 * random and printed once. Every record is made by the same factories as the tests' (factories.ts),
 * with every field named here; every barber's presentation video is theirs too (the same 4-second
 * title card), so the demo profiles are complete.
 */

const DEMO_DOMAIN = 'demo.navalha.test'
export const DEMO_ADMIN_EMAIL = `admin@${DEMO_DOMAIN}`
const DEMO_EDITOR_EMAIL = `editor@${DEMO_DOMAIN}`

/** mulberry32: a tiny seeded generator, so the demo is the same on every machine. */
function seededRandom(seed: number): RandomInt {
  let state = seed >>> 0
  return (max) => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max)
  }
}

type Place = { city: string; state: string; country: Country; districts: string[]; ddd: string }

const places: Place[] = [
  { city: 'São Paulo', state: 'SP', country: 'BR', districts: ['Pinheiros', 'Vila Mariana', 'Mooca', 'Santana', 'Tatuapé'], ddd: '11' },
  { city: 'Rio de Janeiro', state: 'RJ', country: 'BR', districts: ['Copacabana', 'Tijuca', 'Botafogo', 'Méier'], ddd: '21' },
  { city: 'Belo Horizonte', state: 'MG', country: 'BR', districts: ['Savassi', 'Funcionários', 'Pampulha', 'Lourdes'], ddd: '31' },
  { city: 'Curitiba', state: 'PR', country: 'BR', districts: ['Batel', 'Água Verde', 'Centro', 'Bigorrilho'], ddd: '41' },
  { city: 'Lisboa', state: 'Lisboa', country: 'PT', districts: ['Alfama', 'Baixa', 'Alvalade', 'Campo de Ourique'], ddd: '' },
  { city: 'Porto', state: 'Porto', country: 'PT', districts: ['Cedofeita', 'Bonfim', 'Foz do Douro', 'Paranhos'], ddd: '' },
]

/** Shop name and the city (index in places) it is in. */
const shopSeeds: [string, number][] = [
  ['Barbearia Dom Bigode', 0],
  ['Navalha de Ouro', 0],
  ['Barbearia Vintage Carioca', 1],
  ['Lâmina Barber Club', 1],
  ['Barbearia Mineira', 2],
  ['Corte Fino Barber Shop', 3],
  ['Velho Barbeiro', 3],
  ['Barbearia Lusitana', 4],
  ['Barbearia Alfacinha', 4],
  ['Barbearia Tripeira', 5],
]

const firstNames = [
  'Rafael',
  'Lucas',
  'Thiago',
  'Diego',
  'Bruno',
  'Matheus',
  'Gabriel',
  'Felipe',
  'André',
  'Rodrigo',
  'Caio',
  'Vinícius',
  'Leandro',
  'Marcelo',
  'João',
  'Pedro',
  'Tiago',
  'Nuno',
  'Ana',
  'Juliana',
]
const lastNames = [
  'Silva',
  'Souza',
  'Oliveira',
  'Santos',
  'Pereira',
  'Costa',
  'Almeida',
  'Ferreira',
  'Ribeiro',
  'Carvalho',
  'Gomes',
  'Martins',
  'Rocha',
  'Lopes',
  'Mendes',
  'Barbosa',
  'Fonseca',
  'Teixeira',
  'Moreira',
  'Pinto',
]
const specialties = ['Degradê', 'Barba', 'Navalhado', 'Corte clássico', 'Pigmentação', 'Desenhos', 'Tesoura', 'Platinado', 'Barboterapia', 'Corte infantil']

/** `salaryInEuros`: the same pay as a Portuguese shop would write it, where the salary names reais. */
const jobTemplates: {
  title: string
  contractType: ContractType
  experienceRequired: number
  salary: string | null
  salaryInEuros?: string
  /** A chair rental's rent (issue 40): what the barber pays, in cents of reais and of euros. */
  rent?: { amount: number; amountInEuros: number; period: RentPeriod }
  schedule: string
}[] = [
  {
    title: 'Barbeiro experiente para equipe',
    contractType: 'commission',
    experienceRequired: 3,
    salary: '50% por serviço',
    schedule: 'Terça a sábado, 9h às 19h',
  },
  {
    title: 'Barbeiro para cadeira em parceria',
    contractType: 'partnership',
    experienceRequired: 2,
    salary: '60% do serviço (salão-parceiro)',
    schedule: 'Horário flexível',
  },
  {
    title: 'Aluguel de cadeira em barbearia movimentada',
    contractType: 'chair_rental',
    experienceRequired: 1,
    salary: null,
    rent: { amount: 15_000, amountInEuros: 6_000, period: 'week' },
    schedule: 'Segunda a sábado',
  },
  {
    title: 'Barbeiro CLT tempo integral',
    contractType: 'full_time',
    experienceRequired: 2,
    salary: 'R$ 2.800 + comissão',
    salaryInEuros: '1.100 € + comissão',
    schedule: '44h semanais',
  },
  { title: 'Barbeiro para sábados', contractType: 'part_time', experienceRequired: 1, salary: 'A combinar', schedule: 'Sábados, 8h às 18h' },
  { title: 'Freelancer para eventos e noivos', contractType: 'freelance', experienceRequired: 3, salary: null, schedule: 'Sob demanda' },
  {
    title: 'Aprendiz de barbeiro',
    contractType: 'full_time',
    experienceRequired: 0,
    salary: 'R$ 1.600',
    salaryInEuros: '870 €',
    schedule: 'Segunda a sexta, 10h às 19h',
  },
  { title: 'Especialista em barba e navalha', contractType: 'commission', experienceRequired: 5, salary: '55% por serviço', schedule: 'Quarta a domingo' },
]

const jobDescription = (shop: string, title: string, place: Place) =>
  `A ${shop} procura: ${title.toLowerCase()}, para a nossa casa em ${place.city}. ` +
  'Ambiente organizado, agenda cheia e clientela fiel. Valorizamos pontualidade, capricho no acabamento e bom atendimento. ' +
  'Envie sua candidatura com seu vídeo de apresentação.'

const pick = <T>(random: RandomInt, items: readonly T[]): T => items[random(items.length)]

function phoneFor(random: RandomInt, place: Place): string {
  const digits = (n: number) => Array.from({ length: n }, () => random(10)).join('')
  // Portuguese mobiles are 91, 92, 93 or 96; the pick takes one draw, as the digit it replaces did.
  return place.country === 'PT' ? `+3519${pick(random, ['1', '2', '3', '6'])}${digits(7)}` : `+55${place.ddd}9${digits(8)}`
}

const slug = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '')

const palette = ['#b45309', '#92400e', '#1c1917', '#0f766e', '#1d4ed8', '#7c2d12', '#4d7c0f', '#6d28d9']

/**
 * A demo picture drawn here (no stock photos, nobody's face): a coloured tile with a razor, in the
 * account's colours. Uploaded through the media pipeline like any user file.
 */
async function demoPicture(payload: Payload, req: PayloadRequest, user: number, folder: MediaFolder, seed: number) {
  const [background, accent] = [palette[seed % palette.length], palette[(seed * 3 + 1) % palette.length]]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 64 64">
    <rect width="64" height="64" fill="${background}"/><circle cx="${20 + (seed % 5) * 6}" cy="${18 + (seed % 3) * 8}" r="22" fill="${accent}" opacity="0.55"/>
    <path d="M14 44 L44 14 L50 20 L20 50 Z" fill="#fafaf9"/><circle cx="20" cy="44" r="5" fill="#fbbf24"/></svg>`
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { user, folder },
    file: { data, mimetype: 'image/png', name: `${folder}.png`, size: data.length },
    depth: 0,
    req,
  })
  return media.id
}

export type SeedReport = { created: boolean; adminPassword?: string; editorPassword?: string; demoPassword?: string }

/**
 * The demo, on a database without any account yet (the first start of an empty one), all in one
 * transaction: a start that dies halfway leaves nothing, and the next start seeds again from
 * scratch; a database with accounts, demo or real, is never touched (deleting the demo admin does
 * not bring the demo back over the rest of it).
 */
export async function seedDemoData(
  payload: Payload,
  { log = console.log, passwordsFile }: { log?: (m: string) => void; passwordsFile?: string } = {},
): Promise<SeedReport> {
  const accounts = await payload.count({ collection: 'users' })
  if (accounts.totalDocs > 0) return { created: false }
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let demo: { report: SeedReport; logins: string }
  try {
    demo = await createDemo(payload, req)
    // The demo's people accepted the documents in force (ensureDefaultContent wrote them first), so
    // the demo opens on its screens, not on the dialog asking to accept them.
    const { docs: users } = await payload.find({ collection: 'users', limit: 0, pagination: false, depth: 0, select: { email: true }, req })
    for (const user of users) await recordSignupConsents(payload, req, user.id, undefined)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  if (!passwordsFile) log(demo.logins)
  else {
    // In production a log is kept and read by others: the passwords go to a file only this user reads.
    await writeFile(passwordsFile, `${demo.logins.trim()}\n`, { mode: 0o600 })
    log(`\nDados de demonstração criados. Logins e senhas em ${passwordsFile} (legível só por este usuário; apague-o depois de guardar as senhas).\n`)
  }
  return demo.report
}

async function createDemo(payload: Payload, req: PayloadRequest): Promise<{ report: SeedReport; logins: string }> {
  const random = seededRandom(2026)
  const password = () => randomBytes(12).toString('base64url')
  const adminPassword = password()
  const editorPassword = password()
  const demoPassword = password()
  const now = Date.now()
  const daysAgo = (days: number) => new Date(now - days * DAY_MS).toISOString()

  await createAccount(payload, 'admin', { email: DEMO_ADMIN_EMAIL, name: 'Administração Navalha', password: adminPassword, req })
  await createAccount(payload, 'editor', { email: DEMO_EDITOR_EMAIL, name: 'Editoria Navalha', password: editorPassword, req })

  const shops = []
  for (const [index, [name, placeIndex]] of shopSeeds.entries()) {
    const place = places[placeIndex]
    const whatsapp = phoneFor(random, place)
    const account = await createAccount(payload, 'barbershop', { email: `${slug(name)}@${DEMO_DOMAIN}`, name, password: demoPassword, phone: whatsapp, req })
    const district = pick(random, place.districts)
    const logo = await demoPicture(payload, req, account.user.id, 'logos', index)
    shops.push(
      await createShopProfile(payload, account, {
        req,
        profile: {
          name,
          // Portuguese shops give a NIPC, Brazilian ones a CNPJ (generated: nobody's).
          ...(place.country === 'PT' ? { cnpj: null, nipc: generateNipc(random) } : { cnpj: generateCnpj(random, { alphanumeric: index === 3 }) }),
          whatsapp,
          instagram: slug(name).replace(/\./g, '_'),
          address: `Rua ${pick(random, lastNames)} ${pick(random, firstNames)}, ${100 + random(900)}`,
          country: place.country,
          state: place.state,
          city: place.city,
          district,
          description: `Barbearia no coração de ${district}, em ${place.city}. Cortes clássicos e modernos, barba na toalha quente e atendimento sem pressa.`,
          logo,
          verified: index % 3 === 0,
          // On Navalha for a while, but for the last shop: 'Novo' (joined in the last 30 days).
          createdAt: daysAgo(index === shopSeeds.length - 1 ? 12 : 90 + index * 7),
        },
      }),
    )
  }

  const barbers = []
  for (let index = 0; index < 20; index++) {
    const place = places[index % places.length]
    const name = `${firstNames[index]} ${pick(random, lastNames)}`
    const phone = phoneFor(random, place)
    const account = await createAccount(payload, 'barber', { email: `${slug(name)}@${DEMO_DOMAIN}`, name, password: demoPassword, phone, req })
    const experienceYears = random(15)
    const photo = await demoPicture(payload, req, account.user.id, 'photos', index + 3)
    // The presentation video is the factory's, uploaded after the photo.
    barbers.push(
      await createBarberProfile(payload, account, {
        req,
        profile: {
          name,
          ...(place.country === 'PT' ? { cpf: null, nif: generateNif(random) } : { cpf: generateCpf(random) }),
          phone,
          age: 20 + experienceYears + random(10),
          experienceYears,
          bio: `Barbeiro há ${experienceYears === 0 ? 'pouco tempo, aprendendo todo dia' : `${experienceYears} ${experienceYears === 1 ? 'ano' : 'anos'}`}. Gosto de ${pick(random, specialties).toLowerCase()} e de deixar o cliente à vontade na cadeira.`,
          instagram: slug(name).replace(/\./g, '_'),
          photo,
          country: place.country,
          state: place.state,
          city: place.city,
          district: pick(random, place.districts),
          specialties: [...new Set([pick(random, specialties), pick(random, specialties), pick(random, specialties)])],
          verified: index % 4 === 0,
          // The last two joined recently ('Novo'); ratings come only from reviews (seedDemoReputation).
          createdAt: daysAgo(index >= 18 ? 3 + index - 18 : 60 + index * 4),
        },
      }),
    )
  }

  const jobs = []
  for (let index = 0; index < 40; index++) {
    const shop = shops[index % shops.length]
    const place = places.find((p) => p.city === shop.city)!
    const template = jobTemplates[(index * 3 + random(jobTemplates.length)) % jobTemplates.length]
    jobs.push(
      await createJob(
        payload,
        shop,
        {
          title: template.title,
          description: jobDescription(shop.name, template.title, place),
          status: index % 8 === 7 ? 'inactive' : 'active',
          salary: place.country === 'PT' ? (template.salaryInEuros ?? template.salary) : template.salary,
          schedule: template.schedule,
          contractType: template.contractType,
          ...(template.rent
            ? { rent: { amount: place.country === 'PT' ? template.rent.amountInEuros : template.rent.amount, period: template.rent.period } }
            : {}),
          experienceRequired: template.experienceRequired,
          screeningQuestions: demoScreeningQuestions(index, place.country),
          // Issue 40 on show: a few urgent jobs (one of them the first shop's) and some for two or three barbers.
          urgent: index % 6 === 4,
          openings: index % 5 === 2 ? 2 + (index % 2) : 1,
          createdAt: daysAgo(40 - index + random(10) / 10),
        },
        { req, notify: false },
      ),
    )
  }

  // Plan perks on show (decision 0024): the first barber and the first shop (the logins the console
  // prints) pay the Anual plan, the second of each the Semestral, with everything the sandbox checkout
  // gives a subscriber (its customer and subscription, so 'Gerenciar assinatura' opens its portal).
  const { docs: plans } = await payload.find({ collection: 'plans', pagination: false, depth: 0, req })
  const subscribers = [
    [barbers[0], 'barber', 12],
    [barbers[1], 'barber', 6],
    [shops[0], 'barbershop', 12],
    [shops[1], 'barbershop', 6],
  ] as const
  for (const [profile, audience, months] of subscribers) {
    const plan = plans.find((candidate) => candidate.country === (profile?.country ?? 'BR') && candidate.audience === audience && candidate.months === months)
    if (!profile || !plan) continue
    const subscription = sandboxSubscription(profile.user as number, plan, new Date(now))
    await payload.update({
      collection: 'users',
      id: profile.user as number,
      data: { ...subscriptionFields(subscription), subscriptionPlan: plan.id },
      depth: 0,
      req,
    })
  }

  // Applications on active jobs, in every status, moved along the real state machine.
  const statuses = ['pending', 'pending', 'accepted', 'rejected', 'hired'] as const
  let count = 0
  const seededApplications: Application[] = []
  for (const [index, barber] of barbers.entries()) {
    const options = jobs.filter((job) => job.status === 'active' && job.city === barber.city)
    for (const job of [...new Set([options[index % options.length], options[(index + 1) % options.length]])]) {
      if (!job) continue
      seededApplications.push(
        await createApplication(payload, job, barber, statuses[count++ % statuses.length], { req, notify: false, words: demoApplicationWords(job, barber) }),
      )
    }
  }
  await seedDemoConversations(payload, req, seededApplications)
  await seedDemoTickets(payload, req, seededApplications)
  const { unreviewed } = await seedDemoReputation(payload, req, { barbers, shops, jobs, applications: seededApplications })
  // After every application, so each invitation is for a job its barber has not applied to.
  await seedDemoInvitations(payload, req, { barbers, shops, jobs })
  const tested = await seedDemoTrialDays(payload, req, seededApplications)
  const testedShop = tested && shops.find((shop) => shop.id === relationId(tested.barbershop))
  const testedBarber = tested && barbers.find((barber) => barber.id === relationId(tested.barber))

  const logins = [
    '',
    'Dados de demonstração criados (exibidos só desta vez; guarde as senhas):',
    `  admin:   ${DEMO_ADMIN_EMAIL}  senha: ${adminPassword}`,
    `  editor:  ${DEMO_EDITOR_EMAIL}  senha: ${editorPassword}`,
    `  barbeiros e barbearias de demonstração (*@${DEMO_DOMAIN}), todos com a senha: ${demoPassword}`,
    `  por exemplo: ${slug(shopSeeds[0][0])}@${DEMO_DOMAIN} (barbearia) e ${slug(barbers[0].name)}@${DEMO_DOMAIN} (barbeiro), ambos no plano Anual, com convites em /convites`,
    ...(testedShop && testedBarber ? [`  teste prático marcado: ${slug(testedShop.name)}@${DEMO_DOMAIN} e ${slug(testedBarber.name)}@${DEMO_DOMAIN}`] : []),
    ...(unreviewed
      ? [`  contratação ainda sem avaliações, para testar: ${slug(unreviewed.shop.name)}@${DEMO_DOMAIN} e ${slug(unreviewed.barber.name)}@${DEMO_DOMAIN}`]
      : []),
    '',
  ].join('\n')
  return { report: { created: true, adminPassword, editorPassword, demoPassword }, logins }
}

/**
 * Two support tickets, so the console's Suporte is not empty: an open one from a barber about one
 * of its applications, and one from a shop about one of its jobs, already answered (no e-mail).
 */
async function seedDemoTickets(payload: Payload, req: PayloadRequest, applications: Application[]) {
  const [first, second] = applications
  if (!first || !second) return
  await payload.create({
    collection: 'support-tickets',
    depth: 0,
    req,
    data: {
      user: relationId(first.barberUser) as number,
      status: 'open',
      application: first.id,
      subject: 'Não recebi resposta da barbearia',
      message: 'Me candidatei há uma semana e a candidatura continua pendente. Consigo falar com a barbearia de outro jeito?',
    },
  })
  const answered = await payload.create({
    collection: 'support-tickets',
    depth: 0,
    req,
    data: {
      user: relationId(second.shopUser) as number,
      status: 'open',
      job: relationId(second.job) as number,
      subject: 'Como destacar minha vaga?',
      message: 'Quero que a vaga apareça primeiro na busca. Qual plano faz isso?',
    },
  })
  await payload.update({
    collection: 'support-tickets',
    id: answered.id,
    depth: 0,
    req,
    context: { notify: false },
    data: { reply: 'O plano Semestral destaca as vagas da barbearia na busca. Você pode trocar de plano em Faturamento.' },
  })
}
