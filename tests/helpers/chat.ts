import type { Payload } from 'payload'
import { io, type Socket } from 'socket.io-client'
import type { Application } from '#payload-types'
import { ApiClient } from './client'
import { createApplication, createBarber, createJob, createShop, type BarberAccount, type ShopAccount } from '#server/seed/factories'

/** A shop and a barber with an application between them, both signed in: the usual two sides of a chat. */
export type ChatPair = { shop: ShopAccount; barber: BarberAccount; application: Application; shopClient: ApiClient; barberClient: ApiClient }

export async function signIn(url: string, account: { email: string; password: string }): Promise<ApiClient> {
  const client = new ApiClient(url)
  await client.login(account.email, account.password)
  return client
}

export async function createChatPair(
  payload: Payload,
  url: string,
  options: { status?: 'accepted' | 'rejected' | 'hired'; barberLocked?: boolean; shopLocked?: boolean } = {},
): Promise<ChatPair> {
  const [shop, barber] = await Promise.all([
    createShop(payload, { name: 'Barbearia Navalha de Ouro', locked: options.shopLocked }),
    createBarber(payload, { name: 'Rafael Cortes', locked: options.barberLocked }),
  ])
  const job = await createJob(payload, shop.shop, { title: 'Barbeiro para o sábado' })
  const application = await createApplication(payload, job, barber.barber, options.status)
  const [shopClient, barberClient] = await Promise.all([signIn(url, shop), signIn(url, barber)])
  return { shop, barber, application, shopClient, barberClient }
}

/** Opens the pair's conversation as the shop and answers its id. */
export async function openConversation(pair: ChatPair): Promise<number> {
  const response = await pair.shopClient.post('/api/chat/conversations', { application: pair.application.id })
  if (response.status !== 201 && response.status !== 200) throw new Error(`abrir conversa falhou: ${response.status} ${response.text}`)
  return response.body.conversation.id
}

/**
 * A Socket.IO client of `url` signed in as `client`, with the app's origin (the CSRF rule), no
 * reconnection and a connection of its own; kept in `opened` so the file's afterAll disconnects it.
 */
export function chatSocket(url: string, origin: string, client: ApiClient, opened: Socket[]): Socket {
  const socket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { origin, cookie: `payload-token=${client.cookie('payload-token')}` },
  })
  opened.push(socket)
  return socket
}
