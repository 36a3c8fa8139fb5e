import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TrialDayView, UpcomingTrialDay } from '#domain/trialDays'
import { api } from '../api/client'
import { trialDayKeys } from '../api/queryKeys'

export type SlotRequest = { start: string; durationMinutes: number }
export type ProposeRequest = { slots: SlotRequest[]; paid: boolean; amount?: number; notes?: string }
export type TrialAction =
  { action: 'pick'; slot: number } | { action: 'decline'; reason: string } | { action: 'propose'; slots: SlotRequest[] } | { action: 'cancel'; reason?: string }
export type OutcomeRequest = { attended: boolean; approved?: boolean; feedback?: string }

/** GET /api/applications/:id/trial-days: the application's test days, newest first (the first is the current one). */
export const useTrialDays = (applicationId: number, enabled = true) =>
  useQuery({
    queryKey: trialDayKeys.ofApplication(applicationId),
    queryFn: ({ signal }) => api.get<{ docs: TrialDayView[] }>(`/api/applications/${applicationId}/trial-days`, { signal }),
    select: (answer) => answer.docs,
    enabled,
  })

/** GET /api/me/trial-days: the panels' 'Próximos testes'. */
export const useUpcomingTrialDays = () =>
  useQuery({
    queryKey: trialDayKeys.upcoming,
    queryFn: ({ signal }) => api.get<{ docs: UpcomingTrialDay[] }>('/api/me/trial-days', { signal }),
    select: (answer) => answer.docs,
  })

/**
 * Every step changes the application's test days and someone's upcoming list: both are read again.
 * Not awaited: the caller's own callbacks (its toast) run at once, before the new state replaces the
 * form that asked (an unmounted caller's callbacks never run).
 */
function useTrialDayMutation<Input>(send: (input: Input) => Promise<TrialDayView>) {
  const client = useQueryClient()
  return useMutation({ mutationFn: send, onSettled: () => void client.invalidateQueries({ queryKey: trialDayKeys.all }) })
}

/** POST /api/applications/:id/trial-days: the shop's 'Propor teste prático'. */
export const useProposeTrialDay = (applicationId: number) =>
  useTrialDayMutation((request: ProposeRequest) => api.post<TrialDayView>(`/api/applications/${applicationId}/trial-days`, request))

/** PATCH /api/trial-days/:id: pick, decline, propose other slots, cancel. */
export const useTrialDayAction = (trialDayId: number) =>
  useTrialDayMutation((action: TrialAction) => api.patch<TrialDayView>(`/api/trial-days/${trialDayId}`, action))

/** POST /api/trial-days/:id/outcome: the shop's result, the barber's attendance. */
export const useTrialOutcome = (trialDayId: number) =>
  useTrialDayMutation((outcome: OutcomeRequest) => api.post<TrialDayView>(`/api/trial-days/${trialDayId}/outcome`, outcome))

/** GET /api/applications/:id/trial-attendance: the applicant's tests held and attended, across every shop. */
export const useApplicantAttendance = (applicationId: number) =>
  useQuery({
    queryKey: trialDayKeys.attendance(applicationId),
    queryFn: ({ signal }) => api.get<{ attended: number; held: number }>(`/api/applications/${applicationId}/trial-attendance`, { signal }),
  })
