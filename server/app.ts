import express, { Router, type Express, type RequestHandler } from 'express'
import type { RequestListener } from 'node:http'
import { pinoHttp } from 'pino-http'
import { MEDIA_URL_PATH } from '#media/paths'
import { redactUrl } from '#infra/redactUrl'
import { trackRequest } from './processFailures'
import type { AppContext, AppServices } from './context'
import { leanReads, withLeanReads } from './leanReads'
import type { LeanRead } from './http/leanRead'
import { boundedPasswordHashing } from './http/passwordHashing'
import { errorHandler } from './http/errors'
import { compressResponses, fixedHeaders, securityHeaders } from './http/responseLayers'
import { jsonBody, refuseNulInUrl, refuseUnknownMethods, requireUtf8Bodies } from './http/requestInput'
import { createRateLimits } from './http/rateLimits'
import { createProofOfWork } from './http/proofOfWork'
import { flushEmailsAfterWrites } from './http/flushEmails'
import { authRoutes } from './account/routes'
import { earlyAccessUnsubscribeRoutes, jobAlertUnsubscribeRoutes } from './alerts/routes'
import { EARLY_ACCESS_UNSUBSCRIBE_PATH } from '#infra/jobAlerts/earlyAccessOptOut'
import { JOB_ALERT_UNSUBSCRIBE_PATH } from './alerts/unsubscribe'
import { billingRoutes, sandboxPageRoutes } from './billing/routes'
import { SANDBOX_PAGE_PATH } from './billing/sandboxProvider'
import { createBilling, type BillingPiece } from './billing/setup'
import { chatEmailOptOutRoutes, chatRoutes } from './chat/routes'
import { CHAT_EMAIL_OPT_OUT_PATH } from './chat/emailOptOut'
import type { ChatPiece } from './chat/realtime'
import { adminRoutes, hostConsole } from './console/routes'
import { invitationUnsubscribeRoutes } from './invitations/routes'
import { INVITATION_UNSUBSCRIBE_PATH } from '#infra/invitations/unsubscribeLink'
import { jobRoutes } from './jobs/routes'
import { createPlaceDirectory, type PlacesPiece } from './places'
import { placeRoutes } from './places/routes'
import { mediaLimitRoutes, mediaRoutes } from './media/routes'
import { createMetrics, rememberRoutePrefix, type MetricsPiece } from './operations/metrics'
import { operationRoutes } from './operations/routes'
import { consoleDist, webDist } from './pages/build'
import { createPageCache } from './pages/hosting'
import { keptPublicStats } from './pages/publicStats'
import { hostWebApp, ogRoutes, searchEngineRoutes, statsRoutes } from './pages/routes'
import { consolePrivacyRoutes, privacyRoutes, restErasure } from './privacy/routes'
import { meRoutes, profileRoutes } from './profiles/routes'
import { pushRoutes } from './push/routes'
import { payloadRoutes } from './rest/routes'
import { reviewRoutes } from './reviews/routes'
import { trialDayRoutes } from './trialDays/routes'

/** What every router may be built from: the shared context and each area's own piece (server/context.ts). */
type RouterContext = AppContext & ChatPiece & BillingPiece & MetricsPiece & PlacesPiece

/** The pieces several areas share, made once per app (server/context.ts). */
function createContext(services: AppServices & ChatPiece): RouterContext {
  const { payload, pool, settings, chat } = services
  // Rendered public pages and the landing's live counts, kept per instance until a write (decision 0027, 0033).
  const pageCache = createPageCache(payload, pool)
  const proof = createProofOfWork(pool, payload.secret)
  return {
    ...services,
    pageCache,
    stats: keptPublicStats(pageCache, pool),
    places: createPlaceDirectory({ pool, pageCache }),
    billing: createBilling({ payload, pool, settings }),
    metrics: createMetrics({ pool, pageCache, chat, allow: settings.metricsAllow }),
    json: jsonBody(20 * 1024),
    limits: createRateLimits(pool, payload, proof),
    proof,
    hashing: boundedPasswordHashing(),
  }
}

/**
 * Every route, in the order Express tries them: each area's router (`xxxRoutes(context)`) and the
 * few middlewares that apply to everything after them under a prefix. The order matters where a
 * prefix is shared: the chat e-mail opt-out before the chat, `flushEmailsAfterWrites` before every
 * write it must flush, the console's privacy routes and the REST erasure before the console facade
 * and Payload, Payload's REST surface last (the web app follows, server/pages/).
 */
function routeTable(context: RouterContext, reads: ReturnType<typeof leanReads>): [string, RequestHandler][] {
  return [
    [MEDIA_URL_PATH, mediaRoutes(context)],
    ['/', operationRoutes(context)],
    ['/', ogRoutes(context)],
    ['/', searchEngineRoutes(context)],
    // The lean reads through Express: any address the lean path leaves to it (a trailing slash, another case…).
    ['/', leanReadRoutes(reads)],
    ['/api', jobRoutes(context)],
    ['/api', placeRoutes(context)],
    ['/api', profileRoutes(context)],
    ['/api', reviewRoutes(context)],
    ['/api', trialDayRoutes(context)],
    ['/api', mediaLimitRoutes(context)],
    ['/api', statsRoutes(context)],
    ['/api', authRoutes(context)],
    ['/api/me', meRoutes(context)],
    ['/api/billing', billingRoutes(context)],
    [SANDBOX_PAGE_PATH, sandboxPageRoutes(context)],
    ['/api/me', privacyRoutes(context)],
    [CHAT_EMAIL_OPT_OUT_PATH, chatEmailOptOutRoutes(context)],
    [JOB_ALERT_UNSUBSCRIBE_PATH, jobAlertUnsubscribeRoutes(context)],
    [EARLY_ACCESS_UNSUBSCRIBE_PATH, earlyAccessUnsubscribeRoutes(context)],
    [INVITATION_UNSUBSCRIBE_PATH, invitationUnsubscribeRoutes(context)],
    ['/api/chat', chatRoutes(context)],
    ['/api/push', pushRoutes(context)],
    ['/api', flushEmailsAfterWrites(context.payload)],
    ['/api/admin', consolePrivacyRoutes(context)],
    ['/api', restErasure(context)],
    ['/api/admin', adminRoutes(context)],
    ['/api', payloadRoutes(context)],
  ]
}

/** The same read as an Express route, for the addresses the lean path leaves to Express. */
const expressRead =
  (read: LeanRead): RequestHandler =>
  async (req, res) => {
    const { body, vary } = await read(req.query, req)
    if (vary) res.setHeader('vary', vary)
    res.json(body)
  }

/** The lean reads' Express routes, at their full addresses (mounted on '/'): req.url is the same string on both paths. */
function leanReadRoutes(reads: Record<string, LeanRead>): Router {
  const router = Router()
  for (const [address, read] of Object.entries(reads)) router.get(address, expressRead(read))
  return router
}

/**
 * The whole HTTP surface: health, our API routes, Payload's REST API, then the web app. `app` is
 * the Express app; `listener`, what the HTTP server runs, answers the lean reads in front of it.
 */
export function createApp(services: AppServices & ChatPiece): { app: Express; listener: RequestListener } {
  const { payload, pool, database, settings } = services
  const app = express()
  app.locals.database = database
  app.disable('x-powered-by')
  app.set('trust proxy', settings.trustProxy)
  app.set('query parser', 'extended')

  const helmet = securityHeaders(settings)
  const compress = compressResponses()
  app.use(helmet)
  app.use(compress)
  app.use(
    pinoHttp({
      logger: payload.logger as never,
      // Probes are not requests worth a line each (a balancer asks every few seconds).
      autoLogging: { ignore: (req) => req.url === '/api/health' || req.url === '/api/ready' },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      serializers: { req: (req) => ({ method: req.method, url: redactUrl(req.url) }), res: (res) => ({ statusCode: res.statusCode }) },
    }),
  )
  app.use(trackRequest)
  app.use(refuseUnknownMethods, refuseNulInUrl, requireUtf8Bodies)

  const context = createContext(services)
  // The hottest public reads: the lean path answers their exact addresses before Express.
  const reads = leanReads(context)
  for (const [prefix, router] of routeTable(context, reads)) app.use(prefix, rememberRoutePrefix(prefix), router)

  hostConsole(app, consoleDist, (message) => payload.logger.warn(message))
  const pages = hostWebApp(app, { payload, pool, distDir: webDist, cache: context.pageCache, stats: context.stats, places: context.places })
  app.use((_req, res) => void res.status(404).type('text/plain').send('Não encontrado.'))
  app.use(errorHandler(payload.logger as never))
  const answer = withLeanReads({ app, reads, headers: fixedHeaders(helmet), compress, logger: payload.logger as never, database, pages })
  return { app, listener: context.metrics.measure(answer) }
}
