/** Document ids are PostgreSQL `serial` integers: 1 to 2,147,483,647. */
const MAX_DOCUMENT_ID = 2_147_483_647

/**
 * The document id a URL segment names, or undefined when it can name none: a negative, zero,
 * fractional or huge number reaches no document (PostgreSQL would refuse it as out of range,
 * a 500 on the routes that passed it on).
 */
export function documentId(segment: unknown): number | undefined {
  if (typeof segment !== 'string' || !/^[1-9]\d{0,9}$/.test(segment)) return undefined
  const id = Number(segment)
  return id <= MAX_DOCUMENT_ID ? id : undefined
}

/** Page addresses that name a document by id, and where the id sits (web/routes.tsx). */
const DOCUMENT_PAGES = [/^\/(?:perfil|barbeiro|barbearia|editar-vaga|vagas|chat)\/([^/]+)\/?$/, /^\/vaga\/([^/]+)\/candidatos\/?$/]

/**
 * Whether a page's address names an id no document can have (`/barbeiro/99999999999`): the page
 * is answered 404, and its id never reaches the database (PostgreSQL refused it with a 500).
 */
export function namesImpossibleDocument(pathname: string): boolean {
  for (const page of DOCUMENT_PAGES) {
    const match = page.exec(pathname)
    if (match) return documentId(match[1]) === undefined
  }
  return false
}
