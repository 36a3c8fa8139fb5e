import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Hand-written data step (issue 24, item 18; decision 0033): the spec's placeholder figures, stored
 * as fixed values by earlier versions, were never true here. Each one still exactly as the spec wrote
 * it becomes the live count it pretended to be, under an honest label; the three claims no count can
 * back (years, team, clients' ROI) go, and a landing that lost them gets the one plain fact in their
 * place. Figures an editor wrote stay as they are.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "landing_stats_figures" AS f SET "mode" = 'live', "value" = NULL, "live_source" = p."source"::"enum_landing_stats_figures_live_source", "label" = p."honest"
    FROM (VALUES
      ('barbearias ativas', '500+', 'shops', 'barbearias cadastradas'),
      ('barbeiros', '2.000+', 'barbers', 'barbeiros cadastrados'),
      ('vagas por mês', '1.200+', 'jobsPerMonth', 'vagas nos últimos 30 dias'),
      ('avaliação média', '4,8', 'averageRating', 'avaliação média')
    ) AS p("label", "value", "source", "honest")
   WHERE f."mode" = 'fixed' AND f."label" = p."label" AND f."value" = p."value";

  WITH removed AS (
    DELETE FROM "landing_stats_figures" AS f
     WHERE f."mode" = 'fixed'
       AND (f."label", f."value") IN (('anos no mercado', '2+'), ('pessoas na equipe', '20+'), ('ROI médio dos clientes', '3,5x'))
    RETURNING f."_parent_id"
  )
  INSERT INTO "landing_stats_figures" ("_order", "_parent_id", "id", "label", "mode", "value")
  SELECT coalesce((SELECT max(o."_order") FROM "landing_stats_figures" o WHERE o."_parent_id" = r."_parent_id"), 0) + 1,
         r."_parent_id", substr(md5(random()::text || r."_parent_id"), 1, 24), 'países: Brasil e Portugal', 'fixed', '2'
    FROM (SELECT DISTINCT "_parent_id" FROM removed) AS r;`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // The placeholders were untrue: nothing brings them back.
}
