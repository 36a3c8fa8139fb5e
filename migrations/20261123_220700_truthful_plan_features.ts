import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written data migration (decision 0024): plans seeded before the perks were built keep the
 * old feature texts, which promised what the product did not do. Only a text still exactly as
 * seeded is reworded, so whatever an editor already changed stays as the editor wrote it.
 */
const rewordings: [audience: string, months: number, seeded: string, truthful: string][] = [
  ['barber', 6, 'Destaque no perfil', 'Perfil em destaque na lista de barbeiros'],
  ['barber', 6, 'Recomendações inteligentes de vagas', 'Vagas recomendadas para a sua cidade e experiência'],
  ['barber', 12, 'Acesso antecipado às novas vagas', 'Acesso antecipado: novas vagas da sua cidade por e-mail assim que publicadas'],
  ['barbershop', 3, 'Filtros por experiência e cidade', 'Busca de barbeiros por cidade e estado'],
  ['barbershop', 6, 'Recomendações de barbeiros', 'Recomendações dos barbeiros mais bem avaliados da sua região'],
  ['barbershop', 12, 'Acesso prioritário aos barbeiros mais bem avaliados', 'Tudo do plano Semestral'],
]

async function reword({ db }: MigrateUpArgs | MigrateDownArgs, from: 2 | 3, to: 2 | 3) {
  for (const entry of rewordings) {
    await db.execute(sql`
    UPDATE "plans_features" AS f SET "text" = ${entry[to]}
    FROM "plans" AS p
    WHERE f."_parent_id" = p."id" AND p."audience" = ${entry[0]} AND p."months" = ${entry[1]} AND f."text" = ${entry[from]};`)
  }
}

export async function up(args: MigrateUpArgs): Promise<void> {
  await reword(args, 2, 3)
}

export async function down(args: MigrateDownArgs): Promise<void> {
  await reword(args, 3, 2)
}
