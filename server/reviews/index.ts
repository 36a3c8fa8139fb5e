/** What other areas use of the reviews. */
export { findProfileReviews } from './reads'
