import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Payload's database adapter as the PostgreSQL adapter payload.config.ts installs: its pool, its
 * Drizzle and the sessions of open transactions. Payload types `payload.db` as the generic
 * adapter, so this is the one place that says which one it is.
 */
export const postgresAdapter = (payload: Payload): PostgresAdapter => payload.db as unknown as PostgresAdapter
