/** What other areas use of the applications: the panels' reads. */
export { barberDashboard, shopDashboard } from './reads'
