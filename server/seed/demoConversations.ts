import type { Payload, PayloadRequest } from 'payload'
import { maskContacts } from '#infra/contactMasking'
import type { Application } from '#payload-types'
import { createConversation } from './factories'

type Line = { from: 'shop' | 'barber'; text: string; minutesAgo: number }

/** A conversation that led to a hire: nothing masked, the contacts released in the header. */
const afterHire: Line[] = [
  { from: 'shop', text: 'Olá! Gostamos muito do seu vídeo de apresentação. Você tem disponibilidade aos sábados?', minutesAgo: 3 * 24 * 60 },
  { from: 'barber', text: 'Oi! Tenho sim, das 8h às 18h. Trabalho bem com degradê e barba.', minutesAgo: 3 * 24 * 60 - 12 },
  { from: 'shop', text: 'Perfeito. Pode vir fazer um teste na quinta às 10h?', minutesAgo: 2 * 24 * 60 },
  { from: 'barber', text: 'Combinado, estarei lá.', minutesAgo: 2 * 24 * 60 - 5 },
  { from: 'shop', text: 'Você foi contratado! Nosso WhatsApp aparece no topo da conversa para combinarmos o primeiro dia.', minutesAgo: 90 },
]

/** Before any hire: the barber tries to move the talk to WhatsApp and the number is hidden. */
const maskedAttempt: Line[] = [
  { from: 'shop', text: 'Oi! Sua candidatura foi aceita. Podemos conversar sobre a comissão de 50%?', minutesAgo: 5 * 60 },
  { from: 'barber', text: 'Claro! Me chama no zap 11 98877-6655 que fica mais fácil.', minutesAgo: 4 * 60 },
  { from: 'shop', text: 'Vamos manter a conversa por aqui até fecharmos, combinado?', minutesAgo: 30 },
]

/**
 * Two demo conversations (issue 11), written inside the demo seed's transaction: one after a hire,
 * one with a masked attempt and its flag. Masked the way the send route masks.
 */
export async function seedDemoConversations(payload: Payload, req: PayloadRequest, applications: Application[]): Promise<void> {
  const hired = applications.find((application) => application.status === 'hired')
  const accepted = applications.find((application) => application.status === 'accepted' && application.barber !== hired?.barber)
  if (hired) await conversation(payload, req, hired, afterHire, true)
  if (accepted) await conversation(payload, req, accepted, maskedAttempt, false)
}

async function conversation(payload: Payload, req: PayloadRequest, application: Application, lines: Line[], hired: boolean) {
  const id = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number))
  const barberUser = id(application.barberUser)
  const shopUser = id(application.shopUser)
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString()
  const created = await createConversation(
    payload,
    { user: { id: barberUser }, barber: { id: id(application.barber) } },
    { user: { id: shopUser }, shop: { id: id(application.barbershop) } },
    { req, createdAt: at(lines[0]!.minutesAgo + 1) },
  )
  let last = 0
  for (const line of lines) {
    const result = hired ? null : maskContacts(line.text)
    const masked = Boolean(result?.masked)
    const message = await payload.create({
      collection: 'messages',
      req,
      depth: 0,
      data: {
        conversation: created.id,
        sender: line.from === 'shop' ? shopUser : barberUser,
        barberUser,
        shopUser,
        body: masked ? result!.text : line.text,
        originalBody: masked ? line.text : undefined,
        masked,
        createdAt: at(line.minutesAgo),
      },
    })
    if (masked) {
      await payload.create({
        collection: 'conversation-flags',
        req,
        depth: 0,
        data: { conversation: created.id, message: message.id, barberUser, shopUser, reason: result!.reasons.join(','), kind: 'contact', status: 'open' },
      })
    }
    last = message.id
  }
  // The shop has read everything; the barber has the last message waiting.
  await payload.update({
    collection: 'conversations',
    id: created.id,
    req,
    depth: 0,
    data: { lastMessageAt: at(lines.at(-1)!.minutesAgo), shopReadUpTo: last, barberReadUpTo: last - 1, barberUnread: 1, shopUnread: 0 },
  })
}
