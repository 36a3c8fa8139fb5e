/**
 * The one module of the web app that the server imports (server/rendering/): what server rendering
 * needs to render a page and to read its data ahead, and nothing else. Lint keeps every other
 * server import out of web/ (docs/ARCHITECTURE.md).
 */
export { sessionQuery } from './auth/session'
export { barbersDirectoryQuery, DIRECTORY_PAGE_SIZE, shopsDirectoryQuery } from './directory/queries'
export { readDirectoryFilters } from './directory/filters'
export { faqQuery } from './faq/queries'
export { jobDetailsQuery } from './jobs/queries'
export { LandingApp } from './landing/LandingApp'
export { legalDocumentQuery } from './legal/queries'
export { visitorCountryQuery } from './landing/planCountry'
export { landingQuery, plansQuery, statsQuery } from './landing/queries'
export { profileReviewsQuery } from './reviews/queries'
export { profileBadgesQuery, publicBarberQuery, publicShopQuery, SHOP_JOBS_LIMIT, shopOpenJobsQuery } from './profiles/queries'
export { routes } from './routes'
export { inDisplayTimeZone } from './ui/format'
