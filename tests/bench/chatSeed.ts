/**
 * Chat bench data: one complete shop with one job and `pairs` complete barbers whose applications it accepted, each
 * pair with its conversation. Accounts through the Local API (real hooks and password hashing),
 * conversations in SQL as POST /api/chat/conversations writes them.
 *
 *   node --import tsx tests/bench/chatSeed.ts <pairs>
 */
import { getPayload } from 'payload'
import { generateCnpj, generateCpf } from '#domain/documents'
import { createPresentationVideo } from '#server/seed/factories'
import { CHAT_BENCH_SHOP, chatBenchBarber } from './lib'
import { postgresAdapter } from '#infra/database/adapter'
import { filledByCollection } from '#utilities/createData'
import type { ApplicationFilledFields } from '#collections/Applications'

const pairs = Number(process.argv[2] ?? 100)
const { default: config } = await import('#payload-config')
const payload = await getPayload({ config, key: 'bench-chat-seed' })
const pool = postgresAdapter(payload).pool

const account = (email: string, password: string, name: string, type: 'barber' | 'barbershop') =>
  payload.create({
    collection: 'users',
    data: { email, password, name, userType: type, roles: [type], chatEmailNotifications: true, invitationsEnabled: true, _verified: true },
    disableVerificationEmail: true,
    depth: 0,
  })

const shopUser = await account(CHAT_BENCH_SHOP.email, CHAT_BENCH_SHOP.password, 'Barbearia de Bench', 'barbershop')
const shop = await payload.create({
  collection: 'barbershops',
  depth: 0,
  // A complete profile: only complete shops post jobs.
  data: {
    user: shopUser.id,
    name: 'Barbearia de Bench',
    cnpj: generateCnpj(),
    whatsapp: '+5511987654321',
    description: 'Barbearia usada para medir a entrega de mensagens do chat.',
    address: 'Rua do Bench, 100',
    city: 'São Paulo',
    country: 'BR',
    state: 'SP',
    district: 'Centro',
  },
})
const job = await payload.create({
  collection: 'jobs',
  depth: 0,
  data: {
    barbershop: shop.id,
    title: 'Barbeiro para bench',
    description: 'Vaga para medir a entrega de mensagens do chat.',
    status: 'active',
    urgent: false,
    openings: 1,
  },
})
for (let i = 0; i < pairs; i++) {
  const { email, password } = chatBenchBarber(i)
  const user = await account(email, password, `Barbeiro ${i}`, 'barber')
  const barber = await payload.create({
    collection: 'barbers',
    depth: 0,
    // A complete profile (video included): only complete barbers apply.
    data: {
      user: user.id,
      name: `Barbeiro ${i}`,
      cpf: generateCpf(),
      phone: '+5511987654321',
      age: 28,
      experienceYears: 2,
      bio: 'Barbeiro de degradê e barba.',
      video: await createPresentationVideo(payload, user.id),
      city: 'São Paulo',
      country: 'BR',
      state: 'SP',
      district: 'Centro',
    },
  })
  const application = await payload.create({
    collection: 'applications',
    depth: 0,
    data: filledByCollection<'applications', ApplicationFilledFields>({ job: job.id, barber: barber.id }),
    context: { notify: false },
  })
  await payload.update({ collection: 'applications', id: application.id, data: { status: 'accepted' }, depth: 0, context: { notify: false } })
  await pool.query(
    `INSERT INTO conversations (barber_id, barbershop_id, barber_user_id, shop_user_id, status, barber_unread, shop_unread, barber_read_up_to, shop_read_up_to)
     VALUES ($1, $2, $3, $4, 'open', 0, 0, 0, 0)`,
    [barber.id, shop.id, user.id, shopUser.id],
  )
}
console.log(`bench: 1 barbearia, ${pairs} barbeiros com conversa`)
await payload.destroy()
process.exit(0)
