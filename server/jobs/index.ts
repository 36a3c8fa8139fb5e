/** What other areas use of the jobs. */
export { findOpenJobs } from './reads'
export { readJobDetails } from './jobDetails'
