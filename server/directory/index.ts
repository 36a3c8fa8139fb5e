/** What other areas use of the directories. */
export { findBarbers, findBarbershops } from './reads'
