import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-postgres'

/**
 * Nothing to change: the alert-matching and the near-me branches each brought their own migration
 * (20261127_234647_alert_matching_index, 20261127_234849_coordinates_near_me), made against their
 * own snapshots. This one carries the snapshot of both together (the .json beside it), so the next
 * `npm run migrate:create` diffs against the real schema.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
