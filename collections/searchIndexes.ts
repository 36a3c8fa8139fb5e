import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres/drizzle'
import { index } from '@payloadcms/db-postgres/drizzle/pg-core'

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/**
 * Case-insensitive substring search (spec §5: job title, shop name, city) runs as
 * `ILIKE '%term%'`, which a B-tree cannot serve. Trigram GIN indexes (pg_trgm) can. They are
 * declared here so that generated migrations know them; the extension itself is created by the
 * first migration. Only active jobs are ever searched, so their indexes hold only those: smaller,
 * and a term found only on closed jobs is answered from the index alone (server/read/openJobs.ts).
 */
export const searchIndexes: SchemaHook = ({ schema, extendTable }) => {
  const trigram = (table: string, column: string, where?: string) => (columns: Record<string, any>) => {
    const built = index(`${table}_${column}_trgm_idx`).using('gin', columns[column].op('gin_trgm_ops'))
    return { [`${table}_${column}_trgm`]: where ? built.where(sql.raw(where)) : built }
  }
  const on = (table: string, columns: string[], where?: string) =>
    extendTable({
      table: schema.tables[table],
      extraConfig: (self) => Object.assign({}, ...columns.map((column) => trigram(table, column, where)(self))),
    })
  on('jobs', ['title', 'shopName', 'city'], `"status" = 'active'`)
  on('barbershops', ['name', 'city'])
  on('barbers', ['name', 'city'])
  return schema
}
