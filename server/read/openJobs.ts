import type { Pool } from 'pg'
import type { OpenJobCard, OpenJobsPage, OpenJobsQuery } from '../../domain/jobSearch'
import { liveSessionSql, type SessionClaim } from '../http/session'

/**
 * The hottest read of the product: active jobs, newest first, with the shop's name and city.
 * One indexed query on the jobs table (the shop's name and place are copied onto each job),
 * only the columns a card shows, and no COUNT(*): one extra row tells whether a next page exists.
 * Substring search uses the trigram indexes on title, shop name and city.
 */

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`)

const columns = `j.id, j.title, j.shop_name AS "shopName", j.barbershop_id AS barbershop, j.city, j.state, j.district, j.country,
  j.contract_type AS "contractType", j.experience_required::int AS "experienceRequired", j.salary, j.schedule, j.created_at AS "createdAt"`

/**
 * With a session claim, the same single query also checks the session (a live session of a
 * verified barber) and marks the jobs that barber applied to or saved; an invalid claim reads
 * as a visitor.
 */
export async function findOpenJobs(pool: Pool, query: OpenJobsQuery, claim?: SessionClaim | null): Promise<OpenJobsPage> {
  const params: unknown[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const conditions = [`j.status = 'active'`]
  if (query.q) {
    const pattern = param(`%${escapeLike(query.q)}%`)
    conditions.push(`(j.title ILIKE ${pattern} OR j.shop_name ILIKE ${pattern} OR j.city ILIKE ${pattern})`)
  }
  if (query.state) conditions.push(`j.state = ${param(query.state.toUpperCase().length === 2 ? query.state.toUpperCase() : query.state)}`)
  if (query.city) conditions.push(`j.city ILIKE ${param(escapeLike(query.city))}`)
  if (query.contractType) conditions.push(`j.contract_type = ${param(query.contractType)}`)
  if (query.barbershop) conditions.push(`j.barbershop_id = ${param(query.barbershop)}`)
  if (query.maxExperience !== undefined) conditions.push(`COALESCE(j.experience_required, 0) <= ${param(query.maxExperience)}`)

  const viewer = claim ? `WITH viewer AS MATERIALIZED (${liveSessionSql(param(claim.userId), param(claim.sessionId), 'barber')}) ` : ''
  const viewerColumns = claim
    ? `, EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.barber_user_id = (SELECT id FROM viewer)) AS applied,
         EXISTS (SELECT 1 FROM saved_jobs s WHERE s.job_id = j.id AND s.user_id = (SELECT id FROM viewer)) AS saved,
         EXISTS (SELECT 1 FROM viewer) AS "isViewer"`
    : ''
  const limit = param(query.limit + 1)
  const offset = param((query.page - 1) * query.limit)
  const { rows } = await pool.query<OpenJobCard & { createdAt: Date; isViewer?: boolean }>(
    `${viewer}SELECT ${columns}${viewerColumns} FROM jobs j WHERE ${conditions.join(' AND ')} ORDER BY j.created_at DESC, j.id DESC LIMIT ${limit} OFFSET ${offset}`,
    params,
  )
  const hasNextPage = rows.length > query.limit
  return {
    docs: rows.slice(0, query.limit).map(({ isViewer, applied, saved, ...row }) => ({
      ...row,
      createdAt: new Date(row.createdAt).toISOString(),
      ...(isViewer ? { applied, saved } : {}),
    })),
    page: query.page,
    limit: query.limit,
    hasPrevPage: query.page > 1,
    hasNextPage,
  }
}
