import express, { type Express } from 'express'
import type { RequestListener } from 'node:http'
import { pinoHttp } from 'pino-http'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { localMediaDir, MEDIA_URL_PATH } from '#media/paths'
import { redactUrl } from '#infra/redactUrl'
import type { Settings } from '#infra/settings'
import type { DatabaseAvailability } from '#infra/database/availability'
import { trackRequest } from './processFailures'
import { payloadRest } from './http/bridge'
import { dropServerFields, payloadSurface } from './http/payloadSurface'
import { equalLoginWork } from './http/equalLoginWork'
import { boundedPasswordHashing } from './http/passwordHashing'
import { errorHandler } from './http/errors'
import { expressRead, withLeanReads } from './http/leanReads'
import { compressResponses, fixedHeaders, securityHeaders } from './http/responseLayers'
import { jsonBody, refuseNulInUrl, refuseUnknownMethods, requireUtf8Bodies } from './http/requestInput'
import { health } from './http/health'
import { createMetrics } from './http/metrics'
import { ready } from './http/ready'
import { bucketFiles, localFiles, mediaFiles } from './http/mediaFiles'
import { createRateLimits } from './http/rateLimits'
import { createProofOfWork, proofOfWorkChallenge } from './http/proofOfWork'
import { PROOF_OF_WORK_CHALLENGE_PATH } from '#domain/proofOfWork'
import { changePassword, confirmEmailChange, requestEmailChange } from './routes/accountSecurity'
import { checkResetToken, resetTokenStatus } from './routes/checkResetToken'
import { forgotPassword } from './routes/forgotPassword'
import { keptPublicStats } from './read/publicStats'
import { flushEmailsAfterWrites } from './http/flushEmails'
import { directory, profileBadgesOf, profileByUser, profileReviewsOf } from './routes/directory'
import { placeCoordinatesRoute } from './routes/places'
import { recommendations } from './routes/recommendations'
import { jobDetails } from './routes/jobDetails'
import { mediaLimits } from './routes/mediaLimits'
import { ensureBarberRecord, getMyDashboard, getMyProfile, saveMyProfile } from './routes/me'
import { acceptConsent, getMyConsents } from './routes/consents'
import { myJobs } from './routes/myJobs'
import { consolePrivacyRoutes, deleteMyAccount, exportMyData, restErasure } from './routes/privacy'
import { openJobs } from './routes/openJobs'
import { createBilling, mountBilling } from './billing/setup'
import { consoleDist, webDist } from './rendering/build'
import { hostConsole } from './rendering/console'
import type { ChatHub } from './chat/realtime'
import { chatRoutes } from './chat/routes'
import { CHAT_EMAIL_OPT_OUT_PATH, chatEmailOptOutRoutes } from './chat/emailOptOut'
import { JOB_ALERT_UNSUBSCRIBE_PATH, jobAlertUnsubscribeRoutes } from './jobAlerts/unsubscribe'
import { ogImages } from './og/route'
import { ogStore } from './og/store'
import { adminFacade } from './routes/admin/facade'
import { pushRoutes } from './push/routes'
import { createPageCache, hostWebApp } from './rendering/hosting'
import { session } from './routes/session'
import { signup } from './routes/signup'
import { searchEngineRoutes } from './routes/searchEngines'
import { resendVerification, verifyEmail } from './routes/verifyEmail'

export type AppContext = { payload: Payload; pool: Pool; database: DatabaseAvailability; settings: Settings; instanceKey: string; chat: ChatHub }

const JSON_LIMIT = 100 * 1024

/**
 * The whole HTTP surface: health, our API routes, Payload's REST API, then the web app. `app` is
 * the Express app; `listener`, what the HTTP server runs, answers the lean reads in front of it.
 */
export function createApp({ payload, pool, database, settings, instanceKey, chat }: AppContext): { app: Express; listener: RequestListener } {
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

  // Uploaded files, on local disk or in the S3 bucket, by the media read rule.
  const files = settings.s3 ? bucketFiles(settings.s3) : localFiles(localMediaDir(settings.dataDir))
  app.use(MEDIA_URL_PATH, mediaFiles({ payload, pool, files }))

  // Rendered public pages and the landing's live counts, kept per instance until a write (decision 0027, 0033).
  const pageCache = createPageCache(payload, pool)
  const stats = keptPublicStats(pageCache, pool)

  app.get('/api/health', health(database))
  app.get('/api/ready', ready({ database, pool, chat }))
  const metrics = createMetrics({ pool, pageCache, chat, allow: settings.metricsAllow })
  app.get('/metrics', metrics.handler)
  // Link previews of jobs and profiles (decision 0037).
  app.get(/^\/og\//, ogImages({ payload, pool, store: ogStore(settings) }))
  app.use(searchEngineRoutes({ pool, cache: pageCache, baseUrl: payload.config.serverURL }))
  // The hottest public reads; the lean path below answers their exact addresses before Express.
  const leanReads = {
    '/api/open-jobs': openJobs({ payload, pool }),
    '/api/directory/barbers': directory('barbers', { payload, pool }),
    '/api/directory/barbershops': directory('barbershops', { payload, pool }),
  }
  for (const [address, read] of Object.entries(leanReads)) app.get(address, expressRead(read))
  app.get('/api/my-jobs', myJobs({ payload, pool }))
  app.get('/api/session', session(payload))
  app.get('/api/stats', async (_req, res) => void res.json(await stats()))
  app.get('/api/media-limits', mediaLimits(settings))
  app.get('/api/job-details/:id', jobDetails(payload))
  app.get('/api/profile-badges/barbers/:id', profileBadgesOf('barbers', pool))
  app.get('/api/profile-badges/barbershops/:id', profileBadgesOf('barbershops', pool))
  app.get('/api/profile-reviews/barbers/:id', profileReviewsOf('barbers', pool))
  app.get('/api/profile-reviews/barbershops/:id', profileReviewsOf('barbershops', pool))
  app.get('/api/profiles/by-user/:userId', profileByUser(payload))
  app.get('/api/places/coordinates', placeCoordinatesRoute())

  const json = jsonBody(20 * 1024)
  const proof = createProofOfWork(pool, payload.secret)
  const limits = createRateLimits(pool, payload, proof)
  app.get(PROOF_OF_WORK_CHALLENGE_PATH, proofOfWorkChallenge(proof))
  const hashing = boundedPasswordHashing()
  app.post('/api/signup', limits.signup, json, hashing, signup(payload))
  app.post('/api/auth/verify-email', limits.verification, json, verifyEmail(payload))
  app.post('/api/users/verify/:token', limits.verification, verifyEmail(payload))
  app.post('/api/auth/resend-verification', json, limits.passwordReset, resendVerification(payload))
  app.post('/api/users/forgot-password', json, limits.passwordReset, forgotPassword(payload))
  app.post('/api/users/reset-password/check', json, limits.resetLink, resetTokenStatus(payload))
  app.post('/api/users/reset-password', json, limits.resetLink, hashing, checkResetToken(payload))
  // Payload logs in; the body is read first so the limits can count per e-mail.
  app.post('/api/users/login', json, limits.login, hashing, equalLoginWork(payload))

  app.get('/api/me/profile', getMyProfile(payload))
  app.put('/api/me/profile', json, saveMyProfile(payload))
  app.post('/api/me/barber', ensureBarberRecord(payload))
  app.get('/api/me/dashboard', getMyDashboard(payload, pool))
  app.get('/api/me/consents', getMyConsents(payload))
  app.post('/api/me/consents', json, acceptConsent(payload))
  app.get('/api/recommendations/jobs', recommendations('jobs', { payload, pool }))
  app.get('/api/recommendations/barbers', recommendations('barbers', { payload, pool }))
  const proofLimits = limits.accountProof
  app.post('/api/me/password', proofLimits, json, changePassword(payload))
  app.post('/api/me/email', proofLimits, json, requestEmailChange(payload))
  app.post('/api/auth/confirm-email', limits.verification, json, confirmEmailChange(payload))
  const billing = createBilling({ payload, pool, settings })
  mountBilling(app, payload, billing, json)
  const privacy = { payload, pool, settings, billing: billing.provider }
  app.get('/api/me/export', exportMyData(privacy))
  app.delete('/api/me', proofLimits, json, deleteMyAccount(privacy))

  app.use(CHAT_EMAIL_OPT_OUT_PATH, chatEmailOptOutRoutes({ payload, pool }))
  app.use(JOB_ALERT_UNSUBSCRIBE_PATH, jobAlertUnsubscribeRoutes({ secret: payload.secret, pool }))
  app.use('/api/chat', chatRoutes({ payload, pool, hub: chat }))
  app.use('/api/push', pushRoutes({ payload, pool }))

  app.use('/api', flushEmailsAfterWrites(payload))
  app.use('/api/admin', consolePrivacyRoutes(privacy))
  app.use('/api', restErasure(privacy))
  app.use('/api/admin', adminFacade(payload, pool))

  // JSON bodies for Payload are small: parsed here (objects and arrays only, anything else is a 400).
  app.use('/api', payloadSurface(payload, pool), jsonBody(JSON_LIMIT), dropServerFields)
  app.use('/api', payloadRest(payload.config, instanceKey, { json: JSON_LIMIT, file: Math.max(settings.maxVideoBytes, settings.maxImageBytes) }, database))
  hostConsole(app, consoleDist, (message) => payload.logger.warn(message))
  const pages = hostWebApp(app, { payload, pool, distDir: webDist, cache: pageCache, stats })
  app.use((_req, res) => void res.status(404).type('text/plain').send('Não encontrado.'))
  app.use(errorHandler(payload.logger as never))
  const answer = withLeanReads({ app, reads: leanReads, headers: fixedHeaders(helmet), compress, logger: payload.logger as never, database, pages })
  return { app, listener: metrics.measure(answer) }
}
