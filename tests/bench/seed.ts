/**
 * Bench data: shops and one barber through the Local API (real hooks), then the jobs in one SQL
 * statement over generate_series (copies of each shop's name, place and coordinates, as the hooks would write them).
 *
 * With a third argument, that many more accounts (barbers and shops, no profiles) in bulk SQL and
 * an admin through the Local API, for the console's user list.
 *
 *   node --import tsx tests/bench/seed.ts <jobs> <shops> [accounts]
 */
import { getPayload } from 'payload'
import { generateCnpj, generateCpf, generateNipc } from '#domain/documents'
import { CONTRACT_TYPES, EXPERIENCE_OPTIONS } from '#domain/jobs'
import { BENCH_ADMIN, BENCH_BARBER } from './lib'
import { postgresAdapter } from '#infra/database/adapter'

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
/**
 * The shops listed in Campinas (every 20th, all with active jobs; the São Paulo ones have only closed
 * jobs) spread over São Paulo and nine municipalities around it, so a search by distance there meets
 * several places at once, as a metropolis has (decision 0045).
 */
const aroundSaoPaulo = ['São Paulo', 'Guarulhos', 'Osasco', 'Santo André', 'São Bernardo do Campo', 'Diadema', 'Mauá', 'Carapicuíba', 'Barueri', 'Cotia']
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

const { default: config } = await import('#payload-config')
const payload = await getPayload({ config, key: 'bench-seed' })
const pool = postgresAdapter(payload).pool

const shops: { id: number; user: number; name: string; city: string; state: string; country: string; lat: number | null; lng: number | null }[] = []
for (let i = 0; i < shopCount; i++) {
  const [listed, state, country] = cities[i % cities.length]
  const city = listed === 'Campinas' ? aroundSaoPaulo[Math.floor(i / cities.length) % aroundSaoPaulo.length] : listed
  const user = await payload.create({
    collection: 'users',
    data: {
      email: `loja${i}@bench.navalha.test`,
      password: `loja-${i}-senha`,
      name: `Loja ${i}`,
      userType: 'barbershop',
      roles: ['barbershop'],
      chatEmailNotifications: true,
      invitationsEnabled: true,
      _verified: true,
    },
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
    },
  })
  shops.push({ id: shop.id, user: user.id, name, city, state, country, lat: shop.lat ?? null, lng: shop.lng ?? null })
}

const barberUser = await payload.create({
  collection: 'users',
  data: {
    ...BENCH_BARBER,
    name: 'Barbeiro de Bench',
    userType: 'barber',
    roles: ['barber'],
    chatEmailNotifications: true,
    invitationsEnabled: true,
    _verified: true,
  },
  disableVerificationEmail: true,
  depth: 0,
})
await payload.create({
  collection: 'barbers',
  depth: 0,
  data: { user: barberUser.id, name: 'Barbeiro de Bench', cpf: generateCpf(), country: 'BR', city: 'São Paulo', state: 'SP' },
})

// The jobs in one statement over generate_series: job i takes the shop, title words, contract and
// experience at its position in each list, 80% active, one a minute back from now.
await pool.query(
  `INSERT INTO jobs (barbershop_id, title, description, status, contract_type, experience_required, shop_user_id, shop_name, country, state, city, district, lat, lng, created_at, updated_at)
   SELECT l.shop_ids[1 + i % l.shops], l.roles[1 + i % cardinality(l.roles)] || ' ' || l.details[1 + (i * 7) % cardinality(l.details)],
          'Vaga de demonstração para medir o desempenho da lista de vagas abertas.',
          (CASE WHEN i % 5 = 0 THEN 'inactive' ELSE 'active' END)::enum_jobs_status,
          l.contracts[1 + i % cardinality(l.contracts)]::enum_jobs_contract_type, l.experiences[1 + i % cardinality(l.experiences)],
          l.shop_users[1 + i % l.shops], l.shop_names[1 + i % l.shops], l.countries[1 + i % l.shops]::enum_jobs_country,
          l.states[1 + i % l.shops], l.cities[1 + i % l.shops], 'Centro',
          l.lats[1 + i % l.shops], l.lngs[1 + i % l.shops], l.now - i * interval '1 minute', l.now - i * interval '1 minute'
     FROM (SELECT $1::int[] AS shop_ids, $2::int[] AS shop_users, $3::text[] AS shop_names, $4::text[] AS countries, $5::text[] AS states,
                  $6::text[] AS cities, cardinality($1::int[]) AS shops, $7::text[] AS roles, $8::text[] AS details, $9::text[] AS contracts,
                  $10::int[] AS experiences, $12::numeric[] AS lats, $13::numeric[] AS lngs, now() AS now) AS l,
          generate_series(0, $11::int - 1) AS i`,
  [
    shops.map((shop) => shop.id),
    shops.map((shop) => shop.user),
    shops.map((shop) => shop.name),
    shops.map((shop) => shop.country),
    shops.map((shop) => shop.state),
    shops.map((shop) => shop.city),
    roles,
    details,
    CONTRACT_TYPES,
    EXPERIENCE_OPTIONS,
    jobCount,
    shops.map((shop) => shop.lat),
    shops.map((shop) => shop.lng),
  ],
)
if (accountCount > 0) {
  await payload.create({
    collection: 'users',
    data: { ...BENCH_ADMIN, name: 'Admin de Bench', roles: ['admin'], chatEmailNotifications: true, invitationsEnabled: true, _verified: true },
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
