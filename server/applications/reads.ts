import type { Pool } from 'pg'
import { APPLICATION_VIEWS, type ApplicationView } from '#domain/applications'
import type { BarberDashboard, ShopDashboard } from '#domain/dashboard'

/** A barber's panel: its applications by what the list shows ('Vaga encerrada' for pending under a closed job, domain/applications.ts). */
export async function barberDashboard(pool: Pool, userId: number): Promise<BarberDashboard> {
  const { rows } = await pool.query<{ view: string; count: string }>(
    `SELECT CASE WHEN status = 'pending' AND NOT job_open THEN 'closed' ELSE status::text END AS view, count(*)
       FROM applications WHERE barber_user_id = $1 GROUP BY 1`,
    [userId],
  )
  const count = (view: ApplicationView) => Number(rows.find((row) => row.view === view)?.count ?? 0)
  return {
    type: 'barber',
    applications: {
      total: rows.reduce((sum, row) => sum + Number(row.count), 0),
      ...(Object.fromEntries(APPLICATION_VIEWS.map((view) => [view, count(view)])) as Record<ApplicationView, number>),
    },
  }
}

/** A shop's panel: its jobs (and the active ones) and the applications to them (and the pending ones). */
export async function shopDashboard(pool: Pool, userId: number): Promise<ShopDashboard> {
  const { rows } = await pool.query<{ jobs: string; active_jobs: string; applications: string; pending: string }>(
    `SELECT (SELECT count(*) FROM jobs WHERE shop_user_id = $1) AS jobs,
            (SELECT count(*) FROM jobs WHERE shop_user_id = $1 AND status = 'active') AS active_jobs,
            (SELECT count(*) FROM applications WHERE shop_user_id = $1) AS applications,
            (SELECT count(*) FROM applications WHERE shop_user_id = $1 AND status = 'pending') AS pending`,
    [userId],
  )
  const row = rows[0]
  return {
    type: 'barbershop',
    jobs: { total: Number(row.jobs), active: Number(row.active_jobs) },
    applications: { total: Number(row.applications), pending: Number(row.pending) },
  }
}
