import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-postgres'

/**
 * Nothing to change: each merged branch (privacy, alerts, pay and search, push, portfolio and chat
 * photos) brought its own migration, made against its own snapshot. This one carries the snapshot
 * of them all together (the .json beside it), so the next `npm run migrate:create` diffs against
 * the real schema.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
