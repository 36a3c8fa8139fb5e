import { APPLICATION_STATUSES, APPLICATION_VIEWS, type ApplicationStatus, type ApplicationView } from '#domain/applications'

/** A route or query id: a positive whole number, or null. */
export function positiveId(value: string | null | undefined): number | null {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** ?pagina=N, 1 when absent or nonsense. */
export function pageParam(params: URLSearchParams): number {
  return positiveId(params.get('pagina')) ?? 1
}

/** ?status=, only when it is one of the application statuses. */
export function statusParam(params: URLSearchParams): ApplicationStatus | undefined {
  const value = params.get('status')
  return (APPLICATION_STATUSES as readonly string[]).includes(value ?? '') ? (value as ApplicationStatus) : undefined
}

/** ?status= on the barber's own list, which also filters 'closed' (Vaga encerrada, domain/applications.ts). */
export function viewParam(params: URLSearchParams): ApplicationView | undefined {
  const value = params.get('status')
  return (APPLICATION_VIEWS as readonly string[]).includes(value ?? '') ? (value as ApplicationView) : undefined
}

/** ?resposta=<questionId>:sim|nao, the applicants' filter by a yes/no screening answer. */
export function answerParam(params: URLSearchParams): string | undefined {
  const value = params.get('resposta')
  return value && /^[\w-]{1,64}:(sim|nao)$/.test(value) ? value : undefined
}
