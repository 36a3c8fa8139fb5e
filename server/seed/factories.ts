import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload, PayloadRequest } from 'payload'
import { DAY_MS, trialEndFrom } from '#domain/account'
import { transitionPath } from '#domain/applications'
import { generateCnpj, generateCpf, generateNif, generateNipc } from '#domain/documents'
import type { Application, Barber, Barbershop, Conversation, Job, User } from '#payload-types'
import { filledByCollection } from '#utilities/createData'
import type { ConversationFilledFields } from '#collections/Conversations'
import type { ApplicationFilledFields } from '#collections/Applications'

/**
 * The makers of accounts, profiles, jobs, applications and conversations, through the Local API
 * (trusted, no HTTP, every hook runs): the tests set up only what each needs with them, and the
 * demo seed (demo.ts) builds its whole demo with them. They live here, not in tests/, because
 * server/ may not import the tests (docs/ARCHITECTURE.md) and they read the collections' types.
 *
 * Every field has a default, so a test names only what it is about; the demo names every field.
 * Every document number is generated (valid, nobody's); a default e-mail is unique and on
 * `@teste.navalha.test`.
 */

export type Account = { user: User; email: string; password: string }
export type BarberAccount = Account & { barber: Barber }
export type ShopAccount = Account & { shop: Barbershop }

/** Where a write goes: `req` is a transaction to write in (the demo's one); `notify: false` sends no e-mail or alert (a trusted import). */
type Write = { req?: PayloadRequest; notify?: false }

const context = (write: Write) => (write.notify === false ? { notify: false } : undefined)

let counter = 0
const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}-${randomBytes(3).toString('hex')}`

type AccountOptions = Write & {
  /** Trial over and no subscription. */
  locked?: boolean
  verified?: boolean
  name?: string
  /** A unique address on `@teste.navalha.test` unless given. */
  email?: string
  /** A random one unless given. */
  password?: string
  phone?: string
}

export async function createAccount(payload: Payload, role: 'barber' | 'barbershop' | 'admin' | 'editor', options: AccountOptions = {}): Promise<Account> {
  const email = options.email ?? `${unique(role)}@teste.navalha.test`
  const password = options.password ?? `senha-${randomBytes(6).toString('hex')}`
  const user = await payload.create({
    collection: 'users',
    data: {
      email,
      password,
      name: options.name ?? `Conta ${role}`,
      userType: role === 'barber' || role === 'barbershop' ? role : undefined,
      roles: [role],
      phone: options.phone,
      trialEndsAt: (options.locked ? new Date(Date.now() - DAY_MS) : trialEndFrom(new Date())).toISOString(),
      chatEmailNotifications: true,
      invitationsEnabled: true,
      _verified: options.verified ?? true,
    },
    disableVerificationEmail: true,
    depth: 0,
    req: options.req,
  })
  return { user, email, password }
}

const presentationVideo = path.join(import.meta.dirname, 'assets/demo-presentation.mp4')

/**
 * A presentation video of the user's own, uploaded through the media pipeline like a real one: a
 * 4-second title card (assets/demo-presentation.mp4, made with ffmpeg: text on a dark background).
 */
export async function createPresentationVideo(payload: Payload, userId: number, { req }: Write = {}): Promise<number> {
  const data = await readFile(presentationVideo)
  const media = await payload.create({
    collection: 'media',
    data: { user: userId, folder: 'videos' },
    file: { data, mimetype: 'video/mp4', name: 'apresentacao.mp4', size: data.length },
    depth: 0,
    req,
  })
  return media.id
}

type ProfileOptions<T> = Write & { name?: string; profile?: Partial<T> }

/** A complete barber profile (every required field and the video), so it may apply; `profile` overrides any field. */
export async function createBarber(payload: Payload, options: AccountOptions & { profile?: Partial<Barber> } = {}): Promise<BarberAccount> {
  const account = await createAccount(payload, 'barber', options)
  return { ...account, barber: await createBarberProfile(payload, account, options) }
}

/** The profile of `createBarber` for an account made already (the demo draws its picture in between). */
export async function createBarberProfile(payload: Payload, account: Account, options: ProfileOptions<Barber> = {}): Promise<Barber> {
  return payload.create({
    collection: 'barbers',
    depth: 0,
    req: options.req,
    data: {
      user: account.user.id,
      name: options.name ?? 'Barbeiro de Teste',
      country: 'BR',
      cpf: generateCpf(),
      phone: '+5511987654321',
      age: 28,
      experienceYears: 2,
      bio: 'Barbeiro de degradê e barba, atendimento caprichado.',
      video: await createPresentationVideo(payload, account.user.id, options),
      city: 'São Paulo',
      state: 'SP',
      district: 'Pinheiros',
      ...options.profile,
    },
  })
}

/** A complete shop profile, so it may post jobs; `profile` overrides any field. */
export async function createShop(payload: Payload, options: AccountOptions & { profile?: Partial<Barbershop> } = {}): Promise<ShopAccount> {
  const account = await createAccount(payload, 'barbershop', options)
  return { ...account, shop: await createShopProfile(payload, account, options) }
}

/** The profile of `createShop` for an account made already (the demo draws its logo in between). */
export async function createShopProfile(payload: Payload, account: Account, options: ProfileOptions<Barbershop> = {}): Promise<Barbershop> {
  return payload.create({
    collection: 'barbershops',
    depth: 0,
    req: options.req,
    data: {
      user: account.user.id,
      name: options.name ?? 'Barbearia de Teste',
      country: 'BR',
      cnpj: generateCnpj(),
      whatsapp: '+5521987654321',
      description: 'Barbearia tradicional no centro, com equipe experiente.',
      address: 'Rua da Assembleia, 10',
      city: 'Rio de Janeiro',
      state: 'RJ',
      district: 'Centro',
      ...options.profile,
    },
  })
}

export async function createJob(payload: Payload, shop: Barbershop, data: Partial<Job> = {}, write: Write = {}): Promise<Job> {
  return payload.create({
    collection: 'jobs',
    depth: 0,
    req: write.req,
    context: context(write),
    data: {
      barbershop: shop.id,
      title: 'Barbeiro para equipe',
      description: 'Procuramos barbeiro com experiência em degradê e barba.',
      status: 'active',
      urgent: false,
      openings: 1,
      ...data,
    },
  })
}

/** An answer as the barber sends it (`POST /api/applications`): the question's position and a yes/no or a short text. */
export type SentAnswer = { question: number; answer: boolean | string }

/** What the barber says when applying: the optional message and the answers to the job's screening questions. */
export type ApplicationWords = { message?: string | null; answers?: SentAnswer[] }

/**
 * The barber's application to `job`, moved along the real state machine to `status` (pending unless
 * given); `words` are read and checked by the collection's hooks as a barber's request would be.
 */
export async function createApplication(
  payload: Payload,
  job: Job,
  barber: Barber,
  status: Application['status'] = 'pending',
  write: Write & { words?: ApplicationWords } = {},
): Promise<Application> {
  const { message, answers } = write.words ?? {}
  const application = await payload.create({
    collection: 'applications',
    depth: 0,
    req: write.req,
    context: context(write),
    data: filledByCollection<'applications', ApplicationFilledFields>({
      job: job.id,
      barber: barber.id,
      ...(message ? { message } : {}),
      // The sent shape; prepareApplication stores each answer with its question's text and kind.
      ...(answers?.length ? { answers: answers as Application['answers'] } : {}),
    }),
  })
  let current = application
  for (const next of transitionPath(status)!)
    current = await payload.update({
      collection: 'applications',
      id: application.id,
      data: { status: next },
      depth: 0,
      req: write.req,
      context: context(write),
    })
  return current
}

/** One side of a conversation: the profile and its account's user (ids are enough). */
type Side<K extends 'barber' | 'shop'> = { user: { id: number } } & Record<K, { id: number }>

/** A conversation between a barber and a shop, written directly (no application needed), its counters at zero. */
export async function createConversation(
  payload: Payload,
  barber: Side<'barber'>,
  shop: Side<'shop'>,
  options: Write & { createdAt?: string } = {},
): Promise<Conversation> {
  return payload.create({
    collection: 'conversations',
    req: options.req,
    data: filledByCollection<'conversations', ConversationFilledFields>({
      barber: barber.barber.id,
      barbershop: shop.shop.id,
      barberUser: barber.user.id,
      shopUser: shop.user.id,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    }),
  })
}

/** A barber in Portugal (issue 16): a generated NIF instead of a CPF, a Portuguese mobile, a place in Porto. */
export function createPortugueseBarber(payload: Payload, options: AccountOptions & { profile?: Partial<Barber> } = {}): Promise<BarberAccount> {
  return createBarber(payload, {
    ...options,
    profile: { country: 'PT', cpf: null, nif: generateNif(), phone: '+351912345678', state: 'Porto', city: 'Porto', district: 'Bonfim', ...options.profile },
  })
}

/** A barbershop in Portugal: a generated NIPC instead of a CNPJ, a Lisbon landline, a place in Lisboa. */
export function createPortugueseShop(payload: Payload, options: AccountOptions & { profile?: Partial<Barbershop> } = {}): Promise<ShopAccount> {
  return createShop(payload, {
    ...options,
    profile: {
      country: 'PT',
      cnpj: null,
      nipc: generateNipc(),
      whatsapp: '+351213456789',
      state: 'Lisboa',
      city: 'Lisboa',
      district: 'Arroios',
      ...options.profile,
    },
  })
}
