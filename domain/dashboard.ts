/** The counts on the role panels (spec §2), from GET /api/me/dashboard. */
export type BarberDashboard = { type: 'barber'; applications: { total: number; pending: number; accepted: number; rejected: number; hired: number } }
export type ShopDashboard = { type: 'barbershop'; jobs: { total: number; active: number }; applications: { total: number; pending: number } }
export type Dashboard = BarberDashboard | ShopDashboard
