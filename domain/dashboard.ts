import type { ApplicationView } from './applications'

/**
 * The counts on the role panels (spec §2), from GET /api/me/dashboard. A barber's applications are
 * counted as its list shows them (domain/applications.ts `applicationView`): one still pending under
 * a closed job is 'closed', not 'pending'. A shop's pending ones are all it has not answered.
 */
export type BarberDashboard = { type: 'barber'; applications: { total: number } & Record<ApplicationView, number> }
export type ShopDashboard = { type: 'barbershop'; jobs: { total: number; active: number }; applications: { total: number; pending: number } }
export type Dashboard = BarberDashboard | ShopDashboard
