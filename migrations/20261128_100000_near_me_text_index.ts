import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Decision 0045, addendum: a search by distance with a text term finds a term rare at a point from
 * an index of trigrams tagged with their point ('-23.5475 -46.6361 bar'), whose lists are per
 * point, instead of matching each of the point's thousands of entries (server/jobs/reads.ts).
 *
 * - `near_text_keys(lat, lng, search_text)`: every trigram of a job's `search_text` (pg_trgm's
 *   `show_trgm`), tagged with its point written by `trim_scale`, so '-23.54750' and '-23.5475' tag
 *   alike; the index expression.
 * - `near_term_keys(lat, lng, term)`: the trigrams that every text containing the (folded) term has,
 *   tagged the same way: those of the term alone that also appear with a letter glued on both sides,
 *   for two different letters (a trigram at the term's edge that depends on what precedes or follows
 *   it drops out of one of the three). Empty for a term under three letters, which then walks.
 *
 * Partial (active jobs) like the other search indexes, so drizzle's snapshot does not track it.
 * About 100 MB and 40 s to build at 1,000,000 jobs (docs/BENCHMARKS.md, search suite).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE FUNCTION public.near_text_keys(lat numeric, lng numeric, search_text text) RETURNS text[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT array_agg(trim_scale(lat)::text || ' ' || trim_scale(lng)::text || ' ' || t) FROM unnest(public.show_trgm(search_text)) t
    $$;
  CREATE FUNCTION public.near_term_keys(lat numeric, lng numeric, term text) RETURNS text[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT coalesce(array_agg(trim_scale(lat)::text || ' ' || trim_scale(lng)::text || ' ' || t), '{}') FROM (
        SELECT unnest(public.show_trgm(term))
        INTERSECT SELECT unnest(public.show_trgm('q' || term || 'q'))
        INTERSECT SELECT unnest(public.show_trgm('z' || term || 'z'))
      ) guaranteed(t)
    $$;
  CREATE INDEX "jobs_active_place_text_idx" ON "jobs" USING gin (public.near_text_keys("lat", "lng", "search_text")) WHERE "status" = 'active';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "jobs_active_place_text_idx";
  DROP FUNCTION public.near_term_keys(numeric, numeric, text);
  DROP FUNCTION public.near_text_keys(numeric, numeric, text);`)
}
