/**
 * Bench data: shops and one barber through the Local API (real hooks), then the jobs in bulk SQL
 * (copies of each shop's name and place, as the hooks would write them).
 *
 * With a third argument, that many more accounts (barbers and shops, no profiles) in bulk SQL and
 * an admin through the Local API, for the console's user list.
 *
 *   node --import tsx tests/bench/seed.ts <jobs> <shops> [accounts]
 */
import { getPayload } from 'payload'
import type { Pool } from 'pg'
import { generateCnpj, generateCpf, generateNipc } from '../../domain/documents'
import { CONTRACT_TYPES, EXPERIENCE_OPTIONS } from '../../domain/jobs'
import { BENCH_ADMIN, BENCH_BARBER } from './lib'

const jobCount = Number(process.argv[2] ?? 10_000)
const shopCount = Number(process.argv[3] ?? 100)
const accountCount = Number(process.argv[4] ?? 0)

const cities: [string, string, 'BR' | 'PT'][] = [
  ['São Paulo', 'SP', 'BR'],
  ['Campinas', 'SP', 'BR'],
  ['Santos', 'SP', 'BR'],
  ['Rio de Janeiro', 'RJ', 'BR'],
  ['Niterói', 'RJ', 'BR'],
  ['Belo Horizonte', 'MG', 'BR'],
  ['Uberlândia', 'MG', 'BR'],
  ['Curitiba', 'PR', 'BR'],
  ['Londrina', 'PR', 'BR'],
  ['Porto Alegre', 'RS', 'BR'],
  ['Florianópolis', 'SC', 'BR'],
  ['Salvador', 'BA', 'BR'],
  ['Recife', 'PE', 'BR'],
  ['Fortaleza', 'CE', 'BR'],
  ['Brasília', 'DF', 'BR'],
  ['Goiânia', 'GO', 'BR'],
  ['Manaus', 'AM', 'BR'],
  ['Belém', 'PA', 'BR'],
  ['Lisboa', 'Lisboa', 'PT'],
  ['Porto', 'Porto', 'PT'],
]
const roles = [
  'Barbeiro',
  'Barbeira',
  'Aprendiz de barbeiro',
  'Especialista em barba',
  'Barbeiro visagista',
  'Cabeleireiro masculino',
  'Barbeiro sênior',
  'Barbeiro júnior',
]
const details = [
  'para equipe',
  'CLT',
  'comissionado',
  'fim de semana',
  'turno da noite',
  'degradê e navalhado',
  'para nova unidade',
  'com agenda cheia',
  'parceria',
  'aluguel de cadeira',
]
const shopWords = ['Navalha', 'Bigode', 'Tesoura', 'Lâmina', 'Vintage', 'Corte Fino', 'Dom', 'Barba Negra', 'Old School', 'Clube']

const { default: config } = await import('../../payload.config')
const payload = await getPayload({ config, key: 'bench-seed' })
const pool = (payload.db as unknown as { pool: Pool }).pool

const shops: { id: number; user: number; name: string; city: string; state: string; country: string }[] = []
for (let i = 0; i < shopCount; i++) {
  const [city, state, country] = cities[i % cities.length]
  const user = await payload.create({
    collection: 'users',
    data: {
      email: `loja${i}@bench.navalha.test`,
      password: `loja-${i}-senha`,
      name: `Loja ${i}`,
      userType: 'barbershop',
      roles: ['barbershop'],
      _verified: true,
    } as never,
    disableVerificationEmail: true,
    depth: 0,
  })
  const name = `Barbearia ${shopWords[i % shopWords.length]} ${i}`
  const shop = await payload.create({
    collection: 'barbershops',
    depth: 0,
    // Each country's own document (issue 16): a CNPJ in Brazil, a NIPC in Portugal.
    data: {
      user: user.id,
      name,
      ...(country === 'PT' ? { nipc: generateNipc() } : { cnpj: generateCnpj() }),
      city,
      state,
      country,
      district: 'Centro',
    } as never,
  })
  shops.push({ id: shop.id, user: user.id, name, city, state, country })
}

const barberUser = await payload.create({
  collection: 'users',
  data: { ...BENCH_BARBER, name: 'Barbeiro de Bench', userType: 'barber', roles: ['barber'], _verified: true } as never,
  disableVerificationEmail: true,
  depth: 0,
})
await payload.create({
  collection: 'barbers',
  depth: 0,
  data: { user: barberUser.id, name: 'Barbeiro de Bench', cpf: generateCpf(), city: 'São Paulo', state: 'SP' } as never,
})

const batch = 2000
const now = Date.now()
for (let start = 0; start < jobCount; start += batch) {
  const rows = Array.from({ length: Math.min(batch, jobCount - start) }, (_, k) => {
    const i = start + k
    const shop = shops[i % shops.length]
    return {
      shop,
      title: `${roles[i % roles.length]} ${details[(i * 7) % details.length]}`,
      status: i % 5 === 0 ? 'inactive' : 'active',
      contractType: CONTRACT_TYPES[i % CONTRACT_TYPES.length],
      experience: EXPERIENCE_OPTIONS[i % EXPERIENCE_OPTIONS.length],
      createdAt: new Date(now - i * 60_000).toISOString(),
    }
  })
  await pool.query(
    `INSERT INTO jobs (barbershop_id, title, description, status, contract_type, experience_required, shop_user_id, shop_name, country, state, city, district, created_at, updated_at)
     SELECT b, t, 'Vaga de demonstração para medir o desempenho da lista de vagas abertas.', s::enum_jobs_status, c::enum_jobs_contract_type, e,
            u, n, co::enum_jobs_country, st, ci, 'Centro', ca::timestamptz, ca::timestamptz
     FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])
       AS r(b, t, s, c, e, u, n, co, st, ci, ca)`,
    [
      rows.map((r) => r.shop.id),
      rows.map((r) => r.title),
      rows.map((r) => r.status),
      rows.map((r) => r.contractType),
      rows.map((r) => r.experience),
      rows.map((r) => r.shop.user),
      rows.map((r) => r.shop.name),
      rows.map((r) => r.shop.country),
      rows.map((r) => r.shop.state),
      rows.map((r) => r.shop.city),
      rows.map((r) => r.createdAt),
    ],
  )
}
if (accountCount > 0) {
  await payload.create({
    collection: 'users',
    data: { ...BENCH_ADMIN, name: 'Admin de Bench', roles: ['admin'], _verified: true } as never,
    disableVerificationEmail: true,
    depth: 0,
  })
  // Accounts as sign-up leaves them (a role, a trial, created over the last months), without the password hash nobody uses here.
  const { rows } = await pool.query<{ id: number; user_type: string }>(
    `INSERT INTO users (name, email, user_type, trial_ends_at, _verified, created_at, updated_at)
     SELECT 'Conta ' || i, 'conta' || i || '@bench.navalha.test', (CASE WHEN i % 3 = 0 THEN 'barbershop' ELSE 'barber' END)::enum_users_user_type,
            now() - (i || ' minutes')::interval + interval '3 days', true, now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
     FROM generate_series(1, $1::int) AS i
     RETURNING id, user_type`,
    [accountCount],
  )
  await pool.query(
    `INSERT INTO users_roles ("order", parent_id, value) SELECT 1, id, role::enum_users_roles FROM unnest($1::int[], $2::text[]) AS r(id, role)`,
    [rows.map((row) => row.id), rows.map((row) => row.user_type)],
  )
}

// A live database has been vacuumed since its rows arrived: without it the trigram indexes would
// still hold the whole bulk insert in their pending lists, which no running system does.
await pool.query('VACUUM ANALYZE')
console.log(`bench: ${shopCount} barbearias, 1 barbeiro, ${jobCount} vagas, ${accountCount} contas a mais`)
await payload.destroy()
process.exit(0)
