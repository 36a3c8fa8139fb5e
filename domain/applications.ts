export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected', 'hired'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** The only moves a shop may make on an application (spec §4). */
const transitions: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  pending: ['accepted', 'rejected'],
  accepted: ['hired'],
  rejected: [],
  hired: [],
}

export function nextApplicationStatuses(from: ApplicationStatus): readonly ApplicationStatus[] {
  return transitions[from] ?? []
}

export function canTransition(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return nextApplicationStatuses(from).includes(to)
}

/** The moves that take an application from `from` to `to` (none when already there), or null when no path exists. */
export function transitionPath(to: ApplicationStatus, from: ApplicationStatus = 'pending'): ApplicationStatus[] | null {
  if (from === to) return []
  for (const next of nextApplicationStatuses(from)) {
    const rest = transitionPath(to, next)
    if (rest) return [next, ...rest]
  }
  return null
}

export const barberApplicationLabels: Record<ApplicationStatus, string> = {
  pending: 'Pendente',
  accepted: 'Aceita',
  rejected: 'Rejeitada',
  hired: 'Contratado',
}

export const shopApplicationLabels: Record<ApplicationStatus, string> = {
  pending: 'Pendente',
  accepted: 'Aceito',
  rejected: 'Recusado',
  hired: 'Contratado',
}

/** Unknown statuses show as pending (spec §4). */
export function applicationLabel(status: string | null | undefined, audience: 'barber' | 'barbershop'): string {
  const labels = audience === 'barber' ? barberApplicationLabels : shopApplicationLabels
  return status && Object.hasOwn(labels, status) ? labels[status as ApplicationStatus] : labels.pending
}

/**
 * What the barber's list and panel show of an application: its status, except that one still pending
 * under a job that closed, or is gone (its shop left, an admin removed it), can no longer be answered
 * and reads 'Vaga encerrada'. Derived on every read, so a job reopened makes it pending again.
 */
export const APPLICATION_VIEWS = [...APPLICATION_STATUSES, 'closed'] as const
export type ApplicationView = (typeof APPLICATION_VIEWS)[number]

export const CLOSED_JOB_LABEL = 'Vaga encerrada'

export function applicationView(status: string | null | undefined, jobOpen: boolean | null | undefined): ApplicationView {
  const known: ApplicationStatus = status && Object.hasOwn(barberApplicationLabels, status) ? (status as ApplicationStatus) : 'pending'
  return known === 'pending' && jobOpen === false ? 'closed' : known
}

export const barberApplicationViewLabels: Record<ApplicationView, string> = { ...barberApplicationLabels, closed: CLOSED_JOB_LABEL }

export function transitionError(from: ApplicationStatus, to: ApplicationStatus): string {
  if (from === to) return `A candidatura já está com o status ${shopApplicationLabels[to]}.`
  if (transitions[from].length === 0) {
    return `Uma candidatura com status ${shopApplicationLabels[from]} não pode mais ser alterada.`
  }
  const allowed = transitions[from].map((s) => shopApplicationLabels[s]).join(' ou ')
  return `Não é possível mudar de ${shopApplicationLabels[from]} para ${shopApplicationLabels[to]}. A partir de ${shopApplicationLabels[from]}, só é possível: ${allowed}.`
}
