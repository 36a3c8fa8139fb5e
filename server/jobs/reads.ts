import { createHash } from 'node:crypto'
import type { Pool, QueryResultRow } from 'pg'
import type { OpenJobCard, OpenJobsPage, OpenJobsQuery } from '#domain/jobSearch'
import { liveSessionSql } from '../http/reads'
import type { SessionClaim } from '../http/session'
import { usersWithPerkSql, perkSql, planMonthsJoin } from '#infra/database/perkSql'
import { payFloor } from '#domain/pay'
import { containsPattern, escapeLike, jobMatches, matches } from '#infra/database/sql'
import { UNACCENT } from '#infra/database/searchIndexes'
import { nearPoint, type NearPoint } from '#domain/nearby'
import { atPoint, distanceKm, latitudeBand, longitudeRange, wholeKm } from '#infra/database/nearSql'
import { isoTimestampTypes } from '#infra/database/isoTimestamps'
import { profileBadges, RECOMMENDATIONS_LIMIT, type BarberRecommendation, type RecommendationBasis } from '#domain/perks'

/**
 * 'Perto de mim' (decision 0045). Jobs carry their city seat's coordinates, so thousands of jobs
 * share a few points: the distinct points in the box's latitude band are found by skipping through
 * the index (one probe a point, not one a job), kept when inside the box and the radius, and each
 * point's jobs are read newest first from the same index, at most a page's end of them.
 */
function nearbyPoints(point: NearPoint, param: (value: unknown) => string, termKeys?: string): string {
  const band = latitudeBand('n', point, param)
  const distance = distanceKm('b', point, param)
  return `band AS (
      (SELECT n.lat, n.lng FROM jobs n WHERE n.status = 'active' AND ${band} ORDER BY n.lat, n.lng LIMIT 1)
      UNION ALL
      SELECT step.lat, step.lng FROM band b CROSS JOIN LATERAL (
        SELECT n.lat, n.lng FROM jobs n WHERE n.status = 'active' AND ${band} AND (n.lat, n.lng) > (b.lat, b.lng) ORDER BY n.lat, n.lng LIMIT 1
      ) step
    ),
    points AS MATERIALIZED (
      SELECT b.lat, b.lng, ${distance} AS distance, ${atPoint('b', point, param)} AS searched${termKeys ? `, ${termKeys} AS keys` : ''}
        FROM band b WHERE ${longitudeRange('b', point, param)} AND ${distance} <= ${param(point.radiusKm)}::float8
    )`
}

/**
 * A text term within each point, newest first (decision 0045, addendum), in the two steps of
 * decision 0011 at the scale of one point: first its newest `NEAR_TERM_WINDOW` entries, from the place
 * index alone, which settle a term common there (or every term, at a point with fewer jobs); when
 * they hold less than a page's end of matches, the term is rare there, and the point-tagged
 * trigram index (`near_text_keys`, migration `20261128_100000_near_me_text_index`) finds every one
 * of its matches at that point at once, instead of matching each of the point's thousands of
 * entries. `p.keys` are the term's trigrams that any text containing it has, tagged with the point
 * (`near_term_keys`); a term with none (under three letters) walks the whole point as before.
 * Each branch runs or not on a one-time condition, so a point costs one of them.
 */
export const NEAR_TERM_WINDOW = 300

function termAtPoint({ walk, keyed, patterns, rank, pageEnd }: { walk: string; keyed: string; patterns: string; rank: string; pageEnd: string }): string {
  const best = (source: string, when: string) => `SELECT * FROM (${source} OFFSET 0) j WHERE ${patterns} AND ${when} ORDER BY ${rank} LIMIT ${pageEnd}`
  return `WITH newest AS MATERIALIZED (${walk} LIMIT ${NEAR_TERM_WINDOW}),
      hits AS MATERIALIZED (SELECT * FROM newest j WHERE ${patterns} ORDER BY ${rank} LIMIT ${pageEnd}),
      settled AS MATERIALIZED (SELECT (SELECT count(*) FROM hits) >= ${pageEnd} OR (SELECT count(*) FROM newest) < ${NEAR_TERM_WINDOW} AS yes)
    SELECT * FROM hits WHERE (SELECT yes FROM settled)
    UNION ALL (${best(keyed, 'NOT (SELECT yes FROM settled) AND cardinality(p.keys) > 0')})
    UNION ALL (${best(walk, 'NOT (SELECT yes FROM settled) AND cardinality(p.keys) = 0')})`
}

/**
 * The hottest read of the product: active jobs, newest first, with the shop's name and city.
 * One indexed query on the jobs table (the shop's name and place are copied onto each job),
 * only the columns a card shows, and no COUNT(*): one extra row tells whether a next page exists.
 */

/**
 * Substring search in two steps (docs/decisions/0011-two-step-job-search.md). PostgreSQL cannot
 * tell how many of a term's matches are still active, so for a term found mostly on closed jobs
 * it walks every job newest first looking for matches that never come (190 ms at 100,000 jobs).
 * Instead: first look among the newest active jobs only, which settles every common term; when
 * they hold too few matches, the term is rare among active jobs, and the trigram indexes (built
 * on active jobs only) find all of its matches at once.
 */
const SEARCH_WINDOW = 2000

/** All matches first (MATERIALIZED keeps the planner from walking the created_at index again), then the page. */
const RARE_MATCHES = (where: string) =>
  `(WITH matches AS MATERIALIZED (SELECT j.id FROM jobs j WHERE ${where}) SELECT jobs.* FROM matches JOIN jobs USING (id)) j`

/**
 * PostgreSQL prices ILIKE far below its real cost, so at 100,000 jobs it prefers reading the whole
 * table (180 ms) to the trigram indexes (under 1 ms for a rare term); this one read-only query is
 * told not to scan tables sequentially.
 */
async function findRareMatches<T extends QueryResultRow>(pool: Pool, text: string, params: unknown[]): Promise<T[]> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN READ ONLY; SET LOCAL enable_seqscan = off')
    const { rows } = await client.query<T>({ text, values: params, types: isoTimestampTypes })
    await client.query('COMMIT')
    return rows
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/**
 * 'Maior remuneração' (issue 40, decision 0066): asked only with a kind of pay (the schema refuses
 * it without one), so the amounts compared are of one kind; and within one currency: without a
 * country filter the jobs are grouped by country (after the viewer's own, when it comes first),
 * each country's highest first. A job without an amount of that kind comes last.
 */
const payOrder = (country: string, min: string, max: string) => `${country}, COALESCE(${max}, ${min}) DESC NULLS LAST`

export const openJobColumns = `j.id, j.title, j.shop_name AS "shopName", j.barbershop_id AS barbershop, j.city, j.state, j.district, j.country,
  j.contract_type AS "contractType", j.experience_required::int AS "experienceRequired", j.salary, j.pay_kind AS "payKind",
  j.pay_min::float8 AS "payMin", j.pay_max::float8 AS "payMax", j.pay_commission::float8 AS "payCommission", j.pay_note AS "payNote",
  j.schedule, j.urgent, j.openings::int AS openings, j.created_at AS "createdAt",
  CASE WHEN j.rent_amount IS NULL THEN NULL ELSE json_build_object('amount', j.rent_amount::float8, 'period', j.rent_period) END AS rent`

/** A parameter's value, read from the request's query and session claim. */
type Extract = (query: OpenJobsQuery, claim: SessionClaim) => unknown
/** A statement and how to read its parameters; `name` when it is prepared (see below). */
type Statement = { text: string; extract: Extract[]; name?: string }
/**
 * The statements of one filter shape (which filters are set, the order, whether a session is
 * claimed): the text depends on nothing else, so it is built once per shape and only the values
 * are read per request (issue 29: building it was ~65 µs of each request). `newest` and `rare`
 * are the text search's two steps.
 */
type Shape = { list: Statement; newest?: Statement; rare?: Statement; near?: Statement; strip?: Statement }
/** Text depends on the code alone, so every instance builds the same; a few dozen shapes at most, the bound only guards the map. */
const shapes = new Map<string, Shape>()
const SHAPES_BOUND = 1000

/** What decides a statement's text, as a short key. */
function shapeKey(query: OpenJobsQuery, claim: SessionClaim | null | undefined): string {
  return (
    (query.q ? 'q' : '-') +
    (query.country ? 'c' : '-') +
    (query.state ? 's' : '-') +
    (query.city ? 'C' : '-') +
    (query.contractType ? 't' : '-') +
    (query.barbershop ? 'b' : '-') +
    (query.maxExperience !== undefined ? 'e' : '-') +
    (query.payKind ? 'k' : '-') +
    (query.payKind && query.payMin !== undefined ? 'm' : '-') +
    (query.firstCountry && !query.country ? 'f' : '-') +
    (query.sort === 'pay' ? 'p' : '-') +
    (query.urgent ? 'u' : '-') +
    (claim ? 'v' : '-')
  )
}

/**
 * A list statement without a text search is named, so each connection parses it once and PostgreSQL
 * may keep its plan: the filters only change which statement it is, never how it should be run
 * (a search pattern would, so searches and the city filter, a pattern too, stay unnamed). About 0.25 ms of the database's CPU a request.
 */
const statementName = (text: string) => `open_jobs_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`

/**
 * The filters as SQL conditions, their values read through `param`. The text patterns (search and
 * city) are kept apart: a search by distance applies them after each point's walk, not through the
 * trigram indexes (see the near statement below).
 */
function filtersOf(query: OpenJobsQuery, param: (read: Extract) => string): { conditions: string[]; patterns: string[] } {
  const conditions = [`j.status = 'active'`]
  const patterns: string[] = []
  if (query.q) patterns.push(jobMatches(param((q) => containsPattern(q.q!))))
  if (query.country) conditions.push(`j.country = ${param((q) => q.country)}`)
  if (query.state) conditions.push(`j.state = ${param((q) => (q.state!.toUpperCase().length === 2 ? q.state!.toUpperCase() : q.state))}`)
  if (query.city)
    patterns.push(
      matches(
        'j.city',
        param((q) => escapeLike(q.city!)),
      ),
    )
  if (query.contractType) conditions.push(`j.contract_type = ${param((q) => q.contractType)}`)
  if (query.barbershop) conditions.push(`j.barbershop_id = ${param((q) => q.barbershop)}`)
  if (query.maxExperience !== undefined) conditions.push(`COALESCE(j.experience_required, 0) <= ${param((q) => q.maxExperience)}`)
  // The same rule as domain/pay.ts payMatches: the kind asked, and the top of the range reaching the minimum.
  if (query.payKind) conditions.push(`j.pay_kind = ${param((q) => q.payKind)}`)
  // 'Só urgentes' (issue 40): a constant condition, so its shape's statement stays named.
  if (query.urgent) conditions.push('j.urgent')
  if (query.payKind && query.payMin !== undefined)
    conditions.push(`COALESCE(j.pay_max, j.pay_min) >= ${param((q) => payFloor({ payKind: q.payKind!, payMin: q.payMin! }))}`)

  return { conditions, patterns }
}

function buildShape(query: OpenJobsQuery, claimed: boolean): Shape {
  const extract: Extract[] = []
  const param = (read: Extract) => {
    extract.push(read)
    return `$${extract.length}`
  }
  const { conditions, patterns } = filtersOf(query, param)

  // The featured shops' active jobs, found through the shop index: few, and the planner cannot
  // guess that from a filter on the created_at walk (it would read every job to find them).
  const ctes = [
    `featured AS MATERIALIZED (${usersWithPerkSql('featured')})`,
    `featured_jobs AS MATERIALIZED (SELECT fj.id FROM featured f JOIN jobs fj ON fj.shop_user_id = f.id WHERE fj.status = 'active')`,
  ]
  if (claimed)
    ctes.push(
      `viewer AS MATERIALIZED (${liveSessionSql(
        param((_q, claim) => claim.userId),
        param((_q, claim) => claim.sessionId),
        'barber',
      )})`,
    )
  const viewerColumns = claimed
    ? `, EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.barber_user_id = (SELECT id FROM viewer) AND a.status <> 'withdrawn') AS applied,
         EXISTS (SELECT 1 FROM saved_jobs s WHERE s.job_id = j.id AND s.user_id = (SELECT id FROM viewer)) AS saved,
         EXISTS (SELECT 1 FROM jobs_screening_questions q WHERE q._parent_id = j.id) AS "hasQuestions",
         EXISTS (SELECT 1 FROM viewer) AS "isViewer"`
    : ''
  const limit = param((q) => q.limit + 1)
  const offset = param((q) => (q.page - 1) * q.limit)
  const where = [...conditions, ...patterns].join(' AND ')
  // A search by distance: its box's parameters are this request's values (the box's text can change
  // with them, across the antimeridian), so its shape is built for the request and not kept.
  const near = nearPoint(query)
  const byPay = query.sort === 'pay'
  // Sorted by pay, a point's newest jobs do not hold its best-paid matches: that order walks the whole point.
  const termKeys = near && query.q && !byPay ? `public.near_term_keys(b.lat, b.lng, lower(${UNACCENT}(${param((q) => q.q)})))` : undefined
  if (near) ctes.push(nearbyPoints(near, (value) => param(() => value), termKeys))
  // Without a country filter a viewer's own country's jobs come first. In a text search this
  // orders the matches the search finds (among the newest active jobs first, decision 0011).
  // By distance, the nearest come first wherever they are.
  const first = query.firstCountry && !query.country && !near ? `(j.country = ${param((q) => q.firstCountry)}) DESC, ` : ''
  // 'Destaque' (decision 0024): a badge on the card; the viewer's marks are computed for the page's rows only.
  const isFeatured = `j.id IN (SELECT id FROM featured_jobs)`
  const rank = byPay ? `${first}${payOrder('j.country', 'j.pay_min', 'j.pay_max')}, j.created_at DESC, j.id DESC` : `${first}j.created_at DESC, j.id DESC`
  // Featured jobs keep their badge but not their place in either order (issue 40): they are shown
  // apart, in a strip above the list (featuredStrip below). Distance (below) orders first, then the order asked.
  const outerOrder = byPay
    ? `${first}${payOrder('j.country', 'j."payMin"', 'j."payMax"')}, j."createdAt" DESC, j.id DESC`
    : `${first}j."createdAt" DESC, j.id DESC`
  const statement = (source: string) =>
    `WITH ${ctes.join(', ')} SELECT j.*${viewerColumns} FROM (${source}) j ORDER BY ${outerOrder} LIMIT ${limit} OFFSET ${offset}`
  const ranked = (from: string) => `SELECT ${openJobColumns}, ${isFeatured} AS featured FROM ${from}`

  // The rare-term step has no page end of its own; the others add it as their last parameter.
  const common = [...extract]
  const pageEnd = `$${common.length + 1}`
  const withPageEnd = [...common, (q: OpenJobsQuery) => q.page * q.limit + 1]
  // The matches in the order asked, cut at the page's end; `rest` is where they come from.
  const parts = (rest: string) => `SELECT ${openJobColumns}, ${isFeatured} AS featured FROM ${rest} WHERE ${where} ORDER BY ${rank} LIMIT ${pageEnd}`

  if (near) {
    // Each point's jobs in the order asked, at most a page's end of them, carrying only their keys:
    // the index holds the place, the order and search_text, so without other filters the walk reads
    // no row (an index-only scan), and only the page's rows are read at the end. A text search
    // matches after the walk (OFFSET 0 keeps the walk apart): inside it, PostgreSQL, which prices
    // LIKE far too low, took the country-wide trigram index once per point, reading every job that
    // matches a common term anywhere for each point (minutes at 1,000,000 jobs); a term rare at a
    // point is found through the point's own trigrams instead (termAtPoint).
    const keys = [
      'j.id',
      'j.created_at',
      ...(byPay ? ['j.country', 'j.pay_min', 'j.pay_max'] : []),
      ...(query.q ? ['j.search_text'] : []),
      ...(query.city ? ['j.city'] : []),
    ]
    const walk = `SELECT ${keys.join(', ')} FROM jobs j WHERE j.lat = p.lat AND j.lng = p.lng AND ${conditions.join(' AND ')} ORDER BY ${rank}`
    const pointJobs = termKeys
      ? termAtPoint({
          walk,
          // The tagged trigrams name the point: only the point's jobs that have the term's trigrams.
          keyed: `SELECT ${keys.join(', ')} FROM jobs j WHERE public.near_text_keys(j.lat, j.lng, j.search_text) @> p.keys AND ${conditions.join(' AND ')}`,
          patterns: patterns.join(' AND '),
          rank,
          pageEnd,
        })
      : patterns.length
        ? `SELECT * FROM (${walk} OFFSET 0) j WHERE ${patterns.join(' AND ')} ORDER BY ${rank} LIMIT ${pageEnd}`
        : `${walk} LIMIT ${pageEnd}`
    ctes.push(
      `page AS (SELECT j.id, p.distance, p.searched FROM points p CROSS JOIN LATERAL (${pointJobs}) j ORDER BY p.distance, ${rank} LIMIT ${limit} OFFSET ${offset})`,
    )
    const text = `WITH RECURSIVE ${ctes.join(', ')}
      SELECT ${openJobColumns}, ${isFeatured} AS featured, page.distance, page.searched AS "inSearchedCity", ${wholeKm('page.distance')} AS "cityCentreKm"${viewerColumns}
        FROM page JOIN jobs j ON j.id = page.id ORDER BY page.distance, ${rank}`
    return { list: { text, extract: withPageEnd }, near: { text, extract: withPageEnd } }
  }
  const listText = statement(parts('jobs j'))
  const strip = featuredStrip(query)
  const shape: Shape = {
    list: { text: listText, extract: withPageEnd, name: query.city ? undefined : statementName(listText) },
    // Named as the list is, but without a pattern (a text search or a city), whose plan depends on its value.
    strip: query.city || query.q ? strip : { ...strip, name: statementName(strip.text) },
  }
  if (query.q) {
    shape.rare = { text: statement(ranked(RARE_MATCHES(where))), extract: common }
    shape.newest = {
      text: statement(parts(`(SELECT * FROM jobs WHERE status = 'active' ORDER BY created_at DESC, id DESC LIMIT ${SEARCH_WINDOW}) j`)),
      extract: withPageEnd,
    }
  }
  return shape
}

/** At most this many featured jobs in the strip above the first page (issue 40). */
const FEATURED_STRIP_SIZE = 3

/**
 * 'Destaque' (decision 0024, issue 40): the newest featured jobs among the matches, at most three,
 * shown in a strip above the list instead of reordering it. Only with the list's own filters; a
 * search by distance has none (its order is the distance).
 */
function featuredStrip(query: OpenJobsQuery): Statement {
  const extract: Extract[] = []
  const { conditions, patterns } = filtersOf(query, (read) => `$${extract.push(read)}`)
  const text = `WITH featured AS MATERIALIZED (${usersWithPerkSql('featured')}),
      featured_jobs AS MATERIALIZED (SELECT fj.id FROM featured f JOIN jobs fj ON fj.shop_user_id = f.id WHERE fj.status = 'active')
    SELECT ${openJobColumns}, true AS featured FROM jobs j
     WHERE ${[...conditions, ...patterns].join(' AND ')} AND j.id IN (SELECT id FROM featured_jobs)
     ORDER BY j.created_at DESC, j.id DESC LIMIT ${FEATURED_STRIP_SIZE}`
  return { text, extract }
}

/** A statement's values for this request. */
function values(statement: Statement, query: OpenJobsQuery, claim: SessionClaim | null | undefined): unknown[] {
  const result = new Array<unknown>(statement.extract.length)
  for (let index = 0; index < result.length; index++) result[index] = statement.extract[index]!(query, claim!)
  return result
}

// created_at comes as the answer writes it (isoTimestampTypes): no Date made and formatted per row.
type Row = OpenJobCard & { isViewer?: boolean; distance?: number }

/** The page's rows (and one more), by the statement the shape has for this request. */
async function readRows(pool: Pool, shape: Shape, query: OpenJobsQuery, claim: SessionClaim | null | undefined): Promise<Row[]> {
  // Deep pages exist only for common terms, which the plain query serves well.
  const needed = query.page * query.limit + 1
  let rows: Row[]
  // Sorted by pay, the best-paid match may be an old one: the newest-jobs window cannot settle it.
  if (shape.near) {
    rows = (await pool.query<Row>({ text: shape.near.text, values: values(shape.near, query, claim), types: isoTimestampTypes })).rows
  } else if (shape.newest && needed * 4 <= SEARCH_WINDOW && query.sort !== 'pay') {
    // The newest active jobs hold the first pages of the matches.
    const newest = await pool.query<Row>({ text: shape.newest.text, values: values(shape.newest, query, claim), types: isoTimestampTypes })
    rows = newest.rows.length > query.limit ? newest.rows : await findRareMatches(pool, shape.rare!.text, values(shape.rare!, query, claim))
  } else {
    const { list } = shape
    rows = (await pool.query<Row>({ name: list.name, text: list.text, values: values(list, query, claim), types: isoTimestampTypes })).rows
  }
  return rows
}

/**
 * With a session claim, the same single query also checks the session (a live session of a
 * verified barber) and marks the jobs that barber applied to or saved; an invalid claim reads
 * as a visitor.
 */
export async function findOpenJobs(pool: Pool, query: OpenJobsQuery, claim?: SessionClaim | null): Promise<OpenJobsPage> {
  const byDistance = nearPoint(query) !== null
  const key = shapeKey(query, claim)
  let shape = byDistance ? undefined : shapes.get(key)
  if (!shape) {
    shape = buildShape(query, Boolean(claim))
    if (!byDistance) {
      if (shapes.size >= SHAPES_BOUND) shapes.clear()
      shapes.set(key, shape)
    }
  }
  // The strip above the first page, read beside the list (another connection of the pool).
  const { strip } = shape
  const [rows, featured] = await Promise.all([
    readRows(pool, shape, query, claim),
    strip && query.page === 1
      ? pool.query<OpenJobCard>({ name: strip.name, text: strip.text, values: values(strip, query, claim), types: isoTimestampTypes })
      : null,
  ])
  const hasNextPage = rows.length > query.limit
  const docs = hasNextPage ? rows.slice(0, query.limit) : rows
  // The rows become the cards in place, with no copies: a field left undefined is left out of the JSON,
  // as before (the distance only orders; the viewer's marks only when the session was live). Only rows
  // that have such a field are touched: a field added to every row changed each one's shape.
  if (shape.near) for (const row of docs) row.distance = undefined
  if (claim)
    for (const row of docs) {
      if (!row.isViewer) row.applied = row.saved = row.hasQuestions = undefined
      row.isViewer = undefined
    }
  return {
    docs: docs as OpenJobCard[],
    page: query.page,
    limit: query.limit,
    hasPrevPage: query.page > 1,
    hasNextPage,
    ...(featured ? { featured: featured.rows } : {}),
  }
}

/** The ids of a shop's own jobs whose title, shop name or city contain `term`, ignoring case and accents (jobs' folded `search_text`, decision 0012). */
export async function myJobIdsMatching(pool: Pool, shopUserId: number, term: string): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(`SELECT j.id FROM jobs j WHERE j.shop_user_id = $1 AND ${jobMatches('$2')}`, [
    shopUserId,
    containsPattern(term),
  ])
  return rows.map((row) => row.id)
}

type Place = { city: string | null; state: string | null; country: string | null }

const basisOf = (place: Place | undefined): RecommendationBasis | null =>
  place?.state && place.country ? { city: place.city, state: place.state, country: place.country } : null

/**
 * 'Recomendadas para você' (plan perk, decision 0024): active jobs in the barber's state, its city
 * first, that ask for no more experience than the barber has and that it has not applied to;
 * 'Destaque' jobs first within the city and within the rest of the state, then the newest.
 */
export async function recommendJobs(pool: Pool, userId: number): Promise<{ basis: RecommendationBasis | null; docs: OpenJobCard[] }> {
  const { rows: profiles } = await pool.query<Place & { experience: number | null }>(
    'SELECT city, state, country, experience_years AS experience FROM barbers WHERE user_id = $1',
    [userId],
  )
  const basis = basisOf(profiles[0])
  if (!basis) return { basis, docs: [] }
  const { rows } = await pool.query<OpenJobCard & { createdAt: Date }>(
    `SELECT ${openJobColumns}, COALESCE(j.shop_user_id IN (${usersWithPerkSql('featured')}), false) AS featured
       FROM jobs j
      WHERE j.status = 'active' AND j.country = $1 AND j.state = $2
        AND COALESCE(j.experience_required, 0) <= $3
        AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.barber_user_id = $4)
      ORDER BY ${basis.city ? `COALESCE(${matches('j.city', '$5')}, false) DESC, ` : ''}featured DESC, j.created_at DESC, j.id DESC
      LIMIT ${RECOMMENDATIONS_LIMIT}`,
    [basis.country, basis.state, Number(profiles[0]!.experience ?? 0), userId, ...(basis.city ? [escapeLike(basis.city)] : [])],
  )
  return { basis, docs: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })) }
}

/**
 * 'Recomendações de barbeiros' (plan perk): barbers of the shop's state, its city first, the best
 * rated first (then the most rated, then the most complete profile).
 */
export async function recommendBarbers(pool: Pool, userId: number): Promise<{ basis: RecommendationBasis | null; docs: BarberRecommendation[] }> {
  const { rows: profiles } = await pool.query<Place>('SELECT city, state, country FROM barbershops WHERE user_id = $1', [userId])
  const basis = basisOf(profiles[0])
  if (!basis) return { basis, docs: [] }
  const { rows } = await pool.query<Omit<BarberRecommendation, 'badges'> & { premium: boolean; createdAt: Date }>(
    `SELECT b.id, b.name, b.city, b.state, b.experience_years::int AS "experienceYears", b.rating::float AS rating,
            COALESCE(b.rating_count, 0)::int AS "ratingCount", COALESCE(b.verified, false) AS verified, b.created_at AS "createdAt",
            ${perkSql('premiumBadge', 'perk.months')} AS premium
       FROM barbers b ${planMonthsJoin('b.user_id', 'perk')}
      WHERE b.country = $1 AND b.state = $2
      ORDER BY ${basis.city ? `COALESCE(${matches('b.city', '$3')}, false) DESC, ` : ''}b.rating DESC NULLS LAST, b.rating_count DESC NULLS LAST,
               b.completeness DESC NULLS LAST, b.id DESC
      LIMIT ${RECOMMENDATIONS_LIMIT}`,
    [basis.country, basis.state, ...(basis.city ? [escapeLike(basis.city)] : [])],
  )
  return { basis, docs: rows.map(({ premium, createdAt, ...row }) => ({ ...row, badges: profileBadges({ premium, createdAt, ...row }) })) }
}
