import type { CollectionSlug, Payload, Where } from 'payload'
import type { AdminDashboard } from '#domain/adminDashboard'
import type { User } from '#payload-types'

const WEEK_MS = 7 * 24 * 60 * 60 * 1000

/**
 * The console's first screen (spec §2 "Dashboard"), plus what a moderator looks at first: open
 * flags, open support tickets and this week's sign-ups. Counted as the admin, like every read.
 */
export async function adminDashboard(payload: Payload, user: User): Promise<AdminDashboard> {
  const count = async (collection: CollectionSlug, where?: Where) => (await payload.count({ collection, where, overrideAccess: false, user })).totalDocs
  const [users, barbers, barbershops, activeJobs, openConversations, openFlags, openTickets, signupsThisWeek] = await Promise.all([
    count('users'),
    count('barbers'),
    count('barbershops'),
    count('jobs', { status: { equals: 'active' } }),
    count('conversations', { status: { equals: 'open' } }),
    count('conversation-flags', { status: { equals: 'open' } }),
    count('support-tickets', { status: { equals: 'open' } }),
    count('users', { createdAt: { greater_than_equal: new Date(Date.now() - WEEK_MS).toISOString() } }),
  ])
  return { users, barbers, barbershops, activeJobs, openConversations, openFlags, openTickets, signupsThisWeek }
}
