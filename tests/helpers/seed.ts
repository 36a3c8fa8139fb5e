import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { DAY_MS, trialEndFrom } from '#domain/account'
import { transitionPath } from '#domain/applications'
import { generateCnpj, generateCpf, generateNif, generateNipc } from '#domain/documents'
import type { Barber, Barbershop, Conversation, Job, User } from '#payload-types'
import { filledByCollection } from '#utilities/createData'
import type { ConversationFilledFields } from '#collections/Conversations'
import type { ApplicationFilledFields } from '#collections/Applications'

/**
 * Accounts and records for tests, created directly through the Local API (trusted, no HTTP)
 * so each test sets up only what it needs. Every document number is generated.
 */

export type Account = { user: User; email: string; password: string }
export type BarberAccount = Account & { barber: Barber }
export type ShopAccount = Account & { shop: Barbershop }

let counter = 0
const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}-${randomBytes(3).toString('hex')}`

type AccountOptions = {
  /** Trial over and no subscription. */
  locked?: boolean
  verified?: boolean
  name?: string
}

export async function createAccount(payload: Payload, role: 'barber' | 'barbershop' | 'admin' | 'editor', options: AccountOptions = {}): Promise<Account> {
  const email = `${unique(role)}@teste.navalha.test`
  const password = `senha-${randomBytes(6).toString('hex')}`
  const user = await payload.create({
    collection: 'users',
    data: {
      email,
      password,
      name: options.name ?? `Conta ${role}`,
      userType: role === 'barber' || role === 'barbershop' ? role : undefined,
      roles: [role],
      trialEndsAt: (options.locked ? new Date(Date.now() - DAY_MS) : trialEndFrom(new Date())).toISOString(),
      chatEmailNotifications: true,
      _verified: options.verified ?? true,
    },
    disableVerificationEmail: true,
    depth: 0,
  })
  return { user, email, password }
}

const presentationVideo = path.join(import.meta.dirname, '../../server/seed/assets/demo-presentation.mp4')

/** A presentation video of the user's own, uploaded through the media pipeline like a real one. */
export async function createPresentationVideo(payload: Payload, userId: number): Promise<number> {
  const data = await readFile(presentationVideo)
  const media = await payload.create({
    collection: 'media',
    data: { user: userId, folder: 'videos' },
    file: { data, mimetype: 'video/mp4', name: 'apresentacao.mp4', size: data.length },
    depth: 0,
  })
  return media.id
}

/** A complete barber profile (every required field and the video), so it may apply; `profile` overrides any field. */
export async function createBarber(payload: Payload, options: AccountOptions & { profile?: Partial<Barber> } = {}): Promise<BarberAccount> {
  const account = await createAccount(payload, 'barber', options)
  const barber = await payload.create({
    collection: 'barbers',
    depth: 0,
    data: {
      user: account.user.id,
      name: options.name ?? 'Barbeiro de Teste',
      country: 'BR',
      cpf: generateCpf(),
      phone: '+5511987654321',
      age: 28,
      experienceYears: 2,
      bio: 'Barbeiro de degradê e barba, atendimento caprichado.',
      video: await createPresentationVideo(payload, account.user.id),
      city: 'São Paulo',
      state: 'SP',
      district: 'Pinheiros',
      ...options.profile,
    },
  })
  return { ...account, barber }
}

/** A complete shop profile, so it may post jobs; `profile` overrides any field. */
export async function createShop(payload: Payload, options: AccountOptions & { profile?: Partial<Barbershop> } = {}): Promise<ShopAccount> {
  const account = await createAccount(payload, 'barbershop', options)
  const shop = await payload.create({
    collection: 'barbershops',
    depth: 0,
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
  return { ...account, shop }
}

export async function createJob(payload: Payload, shop: Barbershop, data: Partial<Job> = {}): Promise<Job> {
  return payload.create({
    collection: 'jobs',
    depth: 0,
    data: {
      barbershop: shop.id,
      title: 'Barbeiro para equipe',
      description: 'Procuramos barbeiro com experiência em degradê e barba.',
      status: 'active',
      ...data,
    },
  })
}

export async function createApplication(payload: Payload, job: Job, barber: Barber, status?: 'accepted' | 'rejected' | 'hired') {
  const application = await payload.create({
    collection: 'applications',
    depth: 0,
    data: filledByCollection<'applications', ApplicationFilledFields>({ job: job.id, barber: barber.id }),
  })
  let current = application
  for (const next of transitionPath(status ?? 'pending')!)
    current = await payload.update({ collection: 'applications', id: application.id, data: { status: next }, depth: 0 })
  return current
}

/** A conversation between a barber and a shop, written directly (no application needed), its counters at zero. */
export async function createConversation(payload: Payload, barber: BarberAccount, shop: ShopAccount): Promise<Conversation> {
  return payload.create({
    collection: 'conversations',
    data: filledByCollection<'conversations', ConversationFilledFields>({
      barber: barber.barber.id,
      barbershop: shop.shop.id,
      barberUser: barber.user.id,
      shopUser: shop.user.id,
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
