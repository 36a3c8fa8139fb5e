import type { OpenJobsQuery } from '#domain/jobSearch'
import type { ApplicationFilters } from '../applications/filters'
import type { DirectoryFilters } from '../directory/filters'

/**
 * Query keys, one namespace per resource: every screen that shows a job caches it under ['jobs'],
 * an application under ['applications'], the signed-in user's own records under ['me']. A change
 * invalidates the prefix of each resource it touches, so whichever list, detail or panel shows it
 * reads it again. Some keys are filled in by the server on public pages (server/pages/prefetch.ts
 * takes them from the same query options), so a key changed here changes there too.
 */
export const jobKeys = {
  all: ['jobs'] as const,
  /** GET /api/open-jobs: the open-jobs list and a shop's jobs on its public page. */
  open: ['jobs', 'open'] as const,
  openPage: (query: Partial<OpenJobsQuery>) => ['jobs', 'open', query] as const,
  /** A shop's own jobs, every status: Minhas Vagas and the job filter of /candidatos. */
  mine: (userId: number, search: { q?: string; page: number }) => ['jobs', 'mine', userId, search] as const,
  options: (userId: number) => ['jobs', 'options', userId] as const,
  /** One job as stored (its edit form, its applicants page). */
  one: (id: string) => ['jobs', 'one', id] as const,
  /** GET /api/job-details/:id: the job, its shop and where the viewer stands with it (applied, status, saved). */
  details: ['jobs', 'details'] as const,
  detailsOf: (id: string) => ['jobs', 'details', id] as const,
  saved: ['jobs', 'saved'] as const,
  /** GET /api/recommendations/jobs: 'Recomendadas para você' on the barber panel (applying refreshes it). */
  recommended: ['jobs', 'recommended'] as const,
  savedPage: (page: number) => ['jobs', 'saved', page] as const,
}

/** The pages by place (decision 0065): a place's page by its address's two parts, a job's 'Quanto paga' by the job's id. */
export const placeKeys = {
  page: (state: string, city: string) => ['places', state, city] as const,
  jobInsight: (jobId: string) => ['places', 'job', jobId] as const,
}

export const applicationKeys = {
  all: ['applications'] as const,
  list: (filters: ApplicationFilters) => ['applications', filters] as const,
}

/** The signed-in user's own profile and the counts on its panel. */
export const meKeys = {
  profile: ['me', 'profile'] as const,
  dashboard: ['me', 'dashboard'] as const,
}

/** Public profiles, by the barber's or the barbershop's id. */
export const profileKeys = {
  barber: (id: number | null) => ['barbers', id] as const,
  shop: (id: number | null) => ['barbershops', id] as const,
  byUser: (userId: number | null) => ['profiles', 'by-user', userId] as const,
}

/** Reviews (issue 14): the signed-in user's own, by application; a profile's pages live under the profile's key. */
export const reviewKeys = {
  mine: ['reviews', 'mine'] as const,
  profile: (kind: 'barbers' | 'barbershops', id: number | null, page: number) =>
    [...(kind === 'barbers' ? profileKeys.barber(id) : profileKeys.shop(id)), 'reviews', page] as const,
}

export const directoryKeys = {
  all: ['directory'] as const,
  barbers: (filters: DirectoryFilters) => ['directory', 'barbers', filters] as const,
  /** The shops' cards count their open jobs. */
  shops: ['directory', 'barbershops'] as const,
  shopsPage: (filters: DirectoryFilters) => ['directory', 'barbershops', filters] as const,
  /** GET /api/recommendations/barbers: the shop panel's barber recommendations. */
  recommendedBarbers: ['directory', 'recommended'] as const,
}

/** The chat (issue 11): the inbox, one conversation, the header's unread badge. */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  conversation: (id: number) => ['chat', 'conversation', id] as const,
  unread: ['chat', 'unread'] as const,
  contact: (application: number) => ['chat', 'contact', application] as const,
}

/** The signed-in user's support tickets (/suporte) and what a ticket may link to. */
export const supportKeys = {
  all: ['support'] as const,
  mine: (userId: number) => ['support', 'mine', userId] as const,
  applicationOptions: (userId: number) => ['support', 'application-options', userId] as const,
}

/** The signed-in barber's saved-search alerts (/alertas, decision 0037). */
export const alertKeys = {
  all: ['job-alerts'] as const,
}

/** A shop's sent invitations or a barber's received ones (/convites, decision 0067). */
export const invitationKeys = {
  all: ['invitations'] as const,
  page: (page: number) => ['invitations', page] as const,
}

/** An application's test days, and the signed-in person's upcoming ones (decision 0069). */
export const trialDayKeys = {
  all: ['trial-days'] as const,
  ofApplication: (applicationId: number) => ['trial-days', 'application', applicationId] as const,
  upcoming: ['trial-days', 'upcoming'] as const,
  attendance: (applicationId: number) => ['trial-days', 'attendance', applicationId] as const,
}
