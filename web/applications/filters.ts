import type { ApplicationStatus, ApplicationView } from '#domain/applications'

/**
 * Which applications a list shows; the server already keeps them to the caller's own (barber) or its
 * jobs' (shop). A shop filters by `status`; the barber's list by what it shows (`view`): 'pending'
 * only under open jobs, 'closed' the pending ones under closed jobs (domain/applications.ts).
 */
export type ApplicationFilters = {
  job?: number
  status?: ApplicationStatus
  view?: ApplicationView
  /** A yes/no screening answer, `<questionId>:sim|nao` (domain/screeningQuestions.ts's yesNoTag): the job's applicants who gave it. */
  answer?: string
  page: number
}
