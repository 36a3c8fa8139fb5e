/** What other areas use of the pages. */
export { ogStore } from './ogFiles'
