/** The counts on the console's dashboard (GET /api/admin/dashboard). */
export type AdminDashboard = {
  users: number
  barbers: number
  barbershops: number
  activeJobs: number
  openConversations: number
  openFlags: number
  openTickets: number
  signupsThisWeek: number
}
