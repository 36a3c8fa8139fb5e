import type { FlattenedField } from 'payload'
import { nobody } from '#access/nobody'
import { hasRole, type WithRoles } from '#domain/roles'

/**
 * The one list of what each role may filter and sort a collection by (issue 24, decision 0031),
 * for every way a client reaches a list: Payload's REST API through the bridge (server/rest/routes.ts),
 * its counts included, and the console's facade (routes/admin/listParams.ts).
 *
 * A filter is a question about the rows, and its answer (a row in the list or not) leaks the
 * value even when the field itself is never shown: `where[user.sessions.id][like]=a` told a
 * visitor who is signed in and pieces of session ids. So a path is refused unless it is listed
 * here. Everyone but admins gets the paths below: the fields the apps' screens filter by and what
 * a visitor reads on a public page. They are the same for every role, because what a signed-in
 * account reads beyond them is its own rows, which it asks for by id. Any role may ask for rows
 * by `id`; no path into `users` beyond its id is listed. Admins may use every path the grammar
 * resolves (listQuery.ts) but the fields nobody reads (sessions, fields whose read access is
 * `nobody`).
 *
 * A path that crosses a relationship is written out whole (`barbershop.city`); `job.id` is the
 * same as `job`. A collection missing here is filtered by admins only (and by `id`).
 */
const TIMESTAMPS = ['createdAt', 'updatedAt'] as const
/** A place, with its city seat's coordinates (decision 0045): as public as the city. */
const PLACE = ['country', 'state', 'city', 'district', 'lat', 'lng'] as const
const PROFILE = [...TIMESTAMPS, 'user', 'name', ...PLACE, 'rating', 'ratingCount', 'verified', 'profileComplete', 'completeness'] as const
const JOB_SUMMARY = ['title', 'status', 'createdAt', 'country', 'state', 'city']

const via = (relationship: string, fields: readonly string[]) => fields.map((field) => `${relationship}.${field}`)

/** Per collection, the paths anyone who may read it may filter and sort it by. */
const FILTERABLE_PATHS: Record<string, readonly string[]> = {
  users: [],
  barbers: [...PROFILE, 'age', 'experienceYears', 'specialties', 'photo', 'video'],
  barbershops: [...PROFILE, 'logo', 'photos'],
  jobs: [
    ...TIMESTAMPS,
    'title',
    'status',
    'barbershop',
    'contractType',
    'experienceRequired',
    'shopName',
    'shopUser',
    ...PLACE,
    ...via('barbershop', ['name', ...PLACE, 'verified', 'rating']),
  ],
  applications: [
    ...TIMESTAMPS,
    'status',
    'job',
    'jobTitle',
    'shopName',
    'barber',
    'barbershop',
    'barberUser',
    'shopUser',
    'hiredAt',
    'jobOpen',
    // The shop's filter by a screening answer (decision 0061); the rows are already the asker's own.
    'yesNoAnswers',
    ...via('job', JOB_SUMMARY),
    ...via('barber', ['name', 'state', 'city']),
    ...via('barbershop', ['name', 'state', 'city']),
  ],
  // The lists of both sides read their own rows (read access); these are the filters their screens use.
  invitations: [...TIMESTAMPS, 'status', 'job', 'barber', 'barbershop', 'barberUser', 'shopUser', ...via('job', JOB_SUMMARY)],
  'saved-jobs': [...TIMESTAMPS, 'user', 'job', ...via('job', JOB_SUMMARY)],
  conversations: [...TIMESTAMPS, 'barber', 'barbershop', 'barberUser', 'shopUser', 'status', 'lastMessageAt'],
  messages: [...TIMESTAMPS, 'conversation', 'sender', 'barberUser', 'shopUser'],
  media: [...TIMESTAMPS, 'user', 'folder', 'public'],
  plans: [...TIMESTAMPS, 'country', 'audience', 'name', 'months', 'priceCents', 'currency', 'highlight', 'sortOrder', 'active'],
  faqs: [...TIMESTAMPS, 'question', 'audience', 'sortOrder', 'published'],
  'support-tickets': [...TIMESTAMPS, 'user', 'status', 'job', 'application', 'subject', 'answeredAt'],
  'legal-documents': [...TIMESTAMPS, 'document', 'version', 'publishedAt'],
  // Read by their owner (and admins): `user` is the owner's own id, the only rows they can see.
  consents: [...TIMESTAMPS, 'user', 'document', 'version', 'acceptedAt'],
  'job-alerts': [...TIMESTAMPS, 'delivery', 'paused'],
  reviews: [...TIMESTAMPS, 'application', 'author', 'subjectUser', 'barber', 'barbershop', 'rating', 'visibleFrom', 'published', 'answeredAt'],
}

/** A resolved path: its canonical spelling and every field it names on the way, with the collection each belongs to. */
export type ResolvedPath = { path: string; steps: { collection: string; field?: FlattenedField }[] }

const AUTH_SECRETS = new Set(['sessions'])

/** Fields nobody filters by, admins included: session ids, and what no role may read. */
const isSecret = (field: FlattenedField | undefined) =>
  field !== undefined && (AUTH_SECRETS.has(field.name) || ('access' in field && field.access?.read === nobody))

/** Fields computed when read (users' accountStatus): no column holds them, so nothing filters or sorts by them. */
const isComputed = (field: FlattenedField | undefined) => field !== undefined && 'virtual' in field && field.virtual === true

/** Whether `user` may filter or sort `collection` by the resolved path. */
export function mayQueryPath(user: WithRoles, collection: string, resolved: ResolvedPath): boolean {
  if (resolved.steps.some((step) => isSecret(step.field) || isComputed(step.field))) return false
  if (hasRole(user, 'admin')) return true
  // Only admins look into accounts through another collection (`user.email`, `shopUser.name`).
  if (collection !== 'users' && resolved.steps.some((step) => step.collection === 'users')) return false
  if (resolved.path === 'id') return true
  return Object.hasOwn(FILTERABLE_PATHS, collection) && FILTERABLE_PATHS[collection].includes(resolved.path)
}
