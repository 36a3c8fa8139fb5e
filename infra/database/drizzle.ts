import type { sql } from '@payloadcms/db-postgres'

/** The part of Drizzle the few hand-written statements inside Payload's transactions need. */
export type Drizzle = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }> }
