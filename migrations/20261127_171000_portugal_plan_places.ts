import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written data step (issue 24, item 15): Portugal's plans were seeded with Brazil's feature texts,
 * which name a 'cidade' and an 'estado'. Only a text still exactly as seeded is reworded in Portugal's
 * words (concelho, distrito), so whatever an editor changed stays as written.
 */
const rewordings: [brazil: string, portugal: string][] = [
  ['Vagas recomendadas para a sua cidade e experiência', 'Vagas recomendadas para o seu concelho e experiência'],
  ['Acesso antecipado: novas vagas da sua cidade por e-mail assim que publicadas', 'Acesso antecipado: novas vagas do seu concelho por e-mail assim que publicadas'],
  ['Busca de barbeiros por cidade e estado', 'Busca de barbeiros por concelho e distrito'],
]

async function reword({ db }: MigrateUpArgs | MigrateDownArgs, from: 0 | 1, to: 0 | 1) {
  for (const entry of rewordings) {
    await db.execute(sql`
    UPDATE "plans_features" AS f SET "text" = ${entry[to]}
    FROM "plans" AS p
    WHERE f."_parent_id" = p."id" AND p."country" = 'PT' AND f."text" = ${entry[from]};`)
  }
}

export async function up(args: MigrateUpArgs): Promise<void> {
  await reword(args, 0, 1)
}

export async function down(args: MigrateDownArgs): Promise<void> {
  await reword(args, 1, 0)
}
