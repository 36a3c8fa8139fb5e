import { fetchUtils, HttpError } from 'react-admin'
import type { WireErrorBody } from '#domain/errors'

/**
 * Every request of the console: JSON with the session cookie, and the server's own Portuguese
 * messages (`{ errors: [{ message, field? }] }`, one per problem) as the error react-admin shows,
 * not the HTTP status text.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchUtils.fetchJson(url, { ...options, credentials: 'same-origin' })
  } catch (error) {
    if (error instanceof HttpError) {
      const errors = (error.body as Partial<WireErrorBody> | undefined)?.errors ?? []
      const message = errors
        .map((entry) => entry.message)
        .filter(Boolean)
        .join(' ')
      if (message) throw new HttpError(message, error.status, error.body)
    }
    throw error
  }
}
