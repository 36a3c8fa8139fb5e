import type { WireError } from '#domain/errors'

/**
 * The one place the web app talks HTTP. Every call sends the session cookie, and every error
 * becomes an ApiError with the server's Portuguese message: every endpoint answers
 * `{ errors: [{ message, field?, code?, title?, detail? }] }` (`WireErrorBody`, domain/errors.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    readonly title?: string,
    readonly code?: string,
    readonly detail?: string,
    /** Where the plans that lift this refusal are: the paywall (decision 0030), a plan's monthly limit, a paid perk. */
    readonly plansPath?: string,
  ) {
    super(message)
  }
}

/** A refusal of the paywall: the account is locked and a plan would allow it. */
export const isPaywallError = (error: unknown): error is ApiError & { plansPath: string } =>
  error instanceof ApiError && error.status === 403 && typeof error.plansPath === 'string'

/** An entry of the wire body as a client may meet it: a proxy's or an old server's answer can miss any part. */
type ErrorEntry = Partial<WireError>

const fallbackMessage = 'Não foi possível concluir. Verifique sua conexão e tente novamente.'

/** The ApiError of a failed response, for the few calls that read their answer themselves (a download). */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { errors?: ErrorEntry[]; message?: string } | null
  const entries = body?.errors ?? []
  const fieldErrors: Record<string, string> = {}
  for (const entry of entries) if (entry.field) fieldErrors[entry.field] ??= entry.message ?? ''
  const first = entries[0]
  // Only a path of this site: the link is followed inside the app.
  const plansPath = typeof first?.plansPath === 'string' && /^\/(?![/\\])/.test(first.plansPath) ? first.plansPath : undefined
  return new ApiError(response.status, first?.message ?? body?.message ?? fallbackMessage, fieldErrors, first?.title, first?.code, first?.detail, plansPath)
}

export type RequestOptions = { signal?: AbortSignal; headers?: Record<string, string>; body?: unknown }

async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const init: RequestInit = { method, credentials: 'same-origin', signal: options.signal, headers: { accept: 'application/json', ...options.headers } }
  if (body instanceof FormData) init.body = body
  else if (body !== undefined) {
    init.body = JSON.stringify(body)
    ;(init.headers as Record<string, string>)['content-type'] = 'application/json'
  }
  let response: Response
  try {
    response = await fetch(path, init)
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ApiError(0, fallbackMessage)
  }
  if (!response.ok) throw await apiErrorOf(response)
  if (response.status === 204) return undefined as T
  return (await response.json()) as T
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options?.body, options),
}

/** The server's own message for a failed request, or `fallback` when there is none (the network failed). */
export const messageOr = (error: unknown, fallback: string) => (error instanceof ApiError && error.status > 0 ? error.message : fallback)

/** Query-string from an object, skipping empty values. */
export function toQuery(params: Record<string, string | number | boolean | null | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  const text = search.toString()
  return text ? `?${text}` : ''
}
