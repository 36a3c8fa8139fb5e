/** What other areas use of the profiles. */
export { findProfileBadges } from './reads'
