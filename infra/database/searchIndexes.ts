import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { index, text } from '@payloadcms/db-postgres/drizzle/pg-core'

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/** The SQL function that folds accents away ("São" → "Sao"), created by the migration that adds these indexes. */
export const UNACCENT = 'unaccent_immutable'

/**
 * Case- and accent-insensitive substring search: someone typing "sao paulo" or "degrade" on a phone
 * finds "São Paulo" and "degradê". A B-tree cannot serve `LIKE '%term%'`; trigram GIN indexes
 * (pg_trgm) can. They are declared here so that generated migrations know them; the extensions and
 * the function come from the migrations.
 *
 * Jobs, the hottest search (spec §5: title, shop name or city), keep the three fields folded once
 * on write in a generated column, `search_text` (lower-cased, accents removed, one line each), so a
 * search compares plain bytes with LIKE instead of folding three columns of every row it reads:
 * a tenth of the cost (docs/BENCHMARKS.md). Only active jobs are ever searched, so its index holds
 * only those: smaller, and a term found only on closed jobs is answered from the index alone
 * (server/jobs/reads.ts). The directories (names, cities: server/directory/reads.ts) are small
 * and fold per row, with an index per column on `unaccent_immutable(column)`.
 */
const JOB_SEARCH_TEXT = `lower(${UNACCENT}(coalesce("title", '') || E'\\n' || coalesce("shop_name", '') || E'\\n' || coalesce("city", '')))`

export const searchIndexes: SchemaHook = ({ schema, extendTable }) => {
  const trigram = (table: string, column: string) => (columns: Record<string, any>) => ({
    [`${table}_${column}_trgm`]: index(`${table}_${column}_trgm_idx`).using('gin', sql`${sql.raw(UNACCENT)}(${columns[column]}) gin_trgm_ops`),
  })
  const on = (table: string, columns: string[]) =>
    extendTable({
      table: schema.tables[table],
      extraConfig: (self) => Object.assign({}, ...columns.map((column) => trigram(table, column)(self))),
    })
  extendTable({
    table: schema.tables.jobs,
    columns: { searchText: text('search_text').generatedAlwaysAs(sql.raw(JOB_SEARCH_TEXT)) },
    extraConfig: (self: Record<string, any>) => ({
      jobs_search_text_trgm: index('jobs_search_text_trgm_idx').using('gin', self.searchText.op('gin_trgm_ops')).where(sql.raw(`"status" = 'active'`)),
    }),
  })
  on('barbershops', ['name', 'city'])
  on('barbers', ['name', 'city'])
  return schema
}
