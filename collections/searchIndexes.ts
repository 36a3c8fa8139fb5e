import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { index } from '@payloadcms/db-postgres/drizzle/pg-core'

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/**
 * Case-insensitive substring search (spec §5: job title, shop name, city) runs as
 * `ILIKE '%term%'`, which a B-tree cannot serve. Trigram GIN indexes (pg_trgm) can. They are
 * declared here so that generated migrations know them; the extension itself is created by the
 * first migration.
 */
export const searchIndexes: SchemaHook = ({ schema, extendTable }) => {
  const trigram = (table: string, column: string) => (columns: Record<string, any>) => ({
    [`${table}_${column}_trgm`]: index(`${table}_${column}_trgm_idx`).using('gin', columns[column].op('gin_trgm_ops')),
  })
  const on = (table: string, ...columns: string[]) =>
    extendTable({
      table: schema.tables[table],
      extraConfig: (self) => Object.assign({}, ...columns.map((column) => trigram(table, column)(self))),
    })
  on('jobs', 'title', 'shopName', 'city')
  on('barbershops', 'name', 'city')
  on('barbers', 'name', 'city')
  return schema
}
