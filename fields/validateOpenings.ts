import { JOB_OPENINGS_MAX, JOB_OPENINGS_MIN } from '#domain/jobs'
import { jobMessages } from '#domain/messages/jobs'

/** How many barbers a job needs: a whole number from 1 to 20 (issue 40); empty takes the default, 1. */
export const validateOpenings = (value: number | null | undefined): string | true => {
  if (value === null || value === undefined) return true
  return Number.isInteger(value) && value >= JOB_OPENINGS_MIN && value <= JOB_OPENINGS_MAX ? true : jobMessages.openingsInvalid
}
