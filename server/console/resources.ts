import type { CollectionSlug } from 'payload'
import { hasRole, isStaff, type WithRoles } from '#domain/roles'

/**
 * What the console may reach through /api/admin/*. Who may open a resource at all is decided
 * here (moderation is for admins, content for admins and editors); what they may do with each
 * row is still the collection's own access, since every call runs as the signed-in user.
 */
export type Audience = 'admin' | 'staff'

export type ConsoleCollection = {
  slug: CollectionSlug
  audience: Audience
  /** Text fields the list's search box (`filter.q`) looks in, any of them matching. */
  search: string[]
  /** Profiles show their account's name and e-mail (the `user` relationship stops at its id). */
  withAccount?: boolean
  /** How deep one record is read (its show page): support tickets show the job or application they link to. */
  detailDepth?: number
  /**
   * The columns its list shows, when they are a small part of the record: Payload then reads,
   * runs read hooks on and sends only those (the user list at 10,000 accounts, issue 13's budget).
   * Virtual fields need the columns they are derived from.
   */
  listSelect?: Record<string, true>
}

export const CONSOLE_COLLECTIONS: Record<string, ConsoleCollection> = {
  users: {
    slug: 'users',
    audience: 'admin',
    search: ['name', 'email'],
    listSelect: {
      name: true,
      // Admins read the name as written (decision 0029, domain/contactPolicy.ts's asWritten).
      original: true,
      email: true,
      userType: true,
      roles: true,
      createdAt: true,
      // accountStatus is derived from these (domain/account.ts).
      accountStatus: true,
      trialEndsAt: true,
      subscriptionStatus: true,
      subscriptionEnd: true,
      subscriptionGraceEndsAt: true,
    },
  },
  barbers: { slug: 'barbers', audience: 'admin', search: ['name', 'city'], withAccount: true },
  barbershops: { slug: 'barbershops', audience: 'admin', search: ['name', 'city'], withAccount: true },
  jobs: { slug: 'jobs', audience: 'admin', search: ['title', 'shopName', 'city'] },
  'support-tickets': { slug: 'support-tickets', audience: 'admin', search: ['subject', 'message'], withAccount: true, detailDepth: 1 },
  'audit-log': { slug: 'admin-audit-log', audience: 'admin', search: ['actorEmail', 'recordId'] },
  // Listed and opened by conversations.ts (names, counts, messages); deleted here like any record.
  conversations: { slug: 'conversations', audience: 'admin', search: [] },
  'conversation-flags': { slug: 'conversation-flags', audience: 'admin', search: ['reason'] },
  reviews: { slug: 'reviews', audience: 'admin', search: ['comment'] },
  plans: { slug: 'plans', audience: 'staff', search: ['name'] },
  faqs: { slug: 'faqs', audience: 'staff', search: ['question'] },
  'legal-documents': { slug: 'legal-documents', audience: 'staff', search: ['changes'] },
}

/** The landing copy is a Payload global: the console edits it as the one record `landing/landing`. */
export const LANDING_RESOURCE = 'landing'
export const LANDING_AUDIENCE: Audience = 'staff'

export function mayOpen(user: WithRoles, audience: Audience): boolean {
  return audience === 'admin' ? hasRole(user, 'admin') : isStaff(user)
}
