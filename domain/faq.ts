/**
 * The questions /faq shows, asked once: the published ones in the editors' order. The web app asks
 * Payload's REST API with it (web/faq/queries.ts) and server rendering the Local API
 * (server/pages/prefetch.ts), so the page rendered and the page hydrated read the same list.
 */
export const publishedFaqs = { where: { published: { equals: true } }, sort: 'sortOrder', limit: 100, depth: 0 } as const

/** `publishedFaqs` as REST's query string. */
export const publishedFaqsPath = `/api/faqs?where[published][equals]=${publishedFaqs.where.published.equals}&sort=${publishedFaqs.sort}&limit=${publishedFaqs.limit}&depth=${publishedFaqs.depth}`
