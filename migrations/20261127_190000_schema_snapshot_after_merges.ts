import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Changes nothing: it carries the schema snapshot (the .json beside it) that `migrate:create`
 * diffs against. Three branches made migrations from the same snapshot
 * (shop_leaves_applications_stay, public_texts_masked, audit_every_staff_write); each one's
 * snapshot lacks the others' columns, so the next generated migration would have added them again.
 * This snapshot has them all.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
