/**
 * The one module of the web app that the server imports (server/pages/): what server rendering
 * needs to render a page and to read its data ahead, and nothing else. Lint keeps every other
 * server import out of web/ (docs/ARCHITECTURE.md).
 */
export { sessionQuery } from './auth/session'
export { DIRECTORY_PAGE_SIZE } from './directory/queries'
export { readDirectoryFilters } from './directory/filters'
export { LandingApp } from './landing/LandingApp'
export { visitorCountryQuery } from './landing/planCountry'
export { SHOP_JOBS_LIMIT } from './profiles/queries'
export { openJobsCanonicalPath, readOpenJobsQuery } from './jobs/useOpenJobsSearch'
export { publicPageQueries, type PageViewer, type PublicPageData } from './publicPageQueries'
export { routes } from './routes'
export { inDisplayTimeZone } from './ui/format'
export { loadLazyComponents } from './ui/lazyComponent'
