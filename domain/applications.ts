export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected', 'hired', 'withdrawn'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** Who moves an application: its job's shop decides, its barber may only take it back (issue 40). */
export type ApplicationActor = 'barbershop' | 'barber'

/**
 * The only moves each side may make on an application: the shop's of spec §4, and the barber's
 * 'Retirar candidatura' while the shop has not decided against it or hired (decision 0061).
 */
const transitions: Record<ApplicationActor, Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  barbershop: { pending: ['accepted', 'rejected'], accepted: ['hired'], rejected: [], hired: [], withdrawn: [] },
  barber: { pending: ['withdrawn'], accepted: ['withdrawn'], rejected: [], hired: [], withdrawn: [] },
}

export function nextApplicationStatuses(from: ApplicationStatus, actor: ApplicationActor = 'barbershop'): readonly ApplicationStatus[] {
  return Object.hasOwn(transitions[actor], from) ? transitions[actor][from] : []
}

export function canTransition(from: ApplicationStatus, to: ApplicationStatus, actor: ApplicationActor = 'barbershop'): boolean {
  return nextApplicationStatuses(from, actor).includes(to)
}

/** Whether the barber may still take the application back. */
export const canWithdraw = (from: ApplicationStatus): boolean => canTransition(from, 'withdrawn', 'barber')

/** How many applications one barber may send to one job, withdrawn ones included (decision 0061). */
export const APPLICATIONS_PER_JOB_MAX = 3

/** Statuses that hold the barber's place on the job: a new application waits until this one is withdrawn. */
export const isLiveApplication = (status: string | null | undefined): boolean => status !== 'withdrawn'

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
  withdrawn: 'Retirada',
}

export const shopApplicationLabels: Record<ApplicationStatus, string> = {
  pending: 'Pendente',
  accepted: 'Aceito',
  rejected: 'Recusado',
  hired: 'Contratado',
  withdrawn: 'Retirada',
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
  if (transitions.barbershop[from].length === 0) {
    return `Uma candidatura com status ${shopApplicationLabels[from]} não pode mais ser alterada.`
  }
  const allowed = transitions.barbershop[from].map((s) => shopApplicationLabels[s]).join(' ou ')
  return `Não é possível mudar de ${shopApplicationLabels[from]} para ${shopApplicationLabels[to]}. A partir de ${shopApplicationLabels[from]}, só é possível: ${allowed}.`
}
