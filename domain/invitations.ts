/**
 * A shop's invitation to a barber for one of its active jobs (issue 40, decision 0067): sent, then
 * applied (the barber applied to the job, from the invitation or not) or declined. Whether the job
 * still takes applications is read from the job, never stored on the invitation: a closed job's
 * invitation reads 'Vaga encerrada' and a job opened again brings it back.
 */
export const INVITATION_STATUSES = ['sent', 'applied', 'declined'] as const
export type InvitationStatus = (typeof INVITATION_STATUSES)[number]

/** Invitations one shop may send in any 24 hours: a product rule (no spam), not a rate limit, so it never follows load settings. */
export const INVITATIONS_PER_DAY = 20
export const INVITATION_WINDOW_MS = 24 * 60 * 60 * 1000

/** The note a shop may add, like an application's message. */
export const INVITATION_NOTE_MAX = 500

/** How long the one-click unsubscribe link of an invitation e-mail works. */
export const INVITATION_UNSUBSCRIBE_DAYS = 60

export const barberInvitationLabels: Record<InvitationStatus, string> = {
  sent: 'Novo convite',
  applied: 'Candidatura enviada',
  declined: 'Recusado',
}

export const shopInvitationLabels: Record<InvitationStatus, string> = {
  sent: 'Convite enviado',
  applied: 'Candidatou-se',
  declined: 'Recusado',
}

export const CLOSED_INVITATION_LABEL = 'Vaga encerrada'

/** The barber's only move: declining an invitation not yet answered. Applying moves it to 'applied' on the server's side. */
export const canDecline = (from: InvitationStatus | string | null | undefined): boolean => from === 'sent'

/** Where a barber reads the invitations (the page the e-mail and the push open). */
export const INVITATIONS_PATH = '/convites'
