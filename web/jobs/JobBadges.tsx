import { Flame, Users } from 'lucide-react'
import { contractTypeLabel, openingsText, URGENT_JOB_LABEL } from '#domain/jobs'
import { Badge } from '../ui/Badge'
import { formatRequiredExperience } from '../ui/experience'
import { useReaderCountry } from '../ui/wording'

/** 'Urgente', the contract type, the experience asked for and how many barbers the job needs, as badges. */
export function JobBadges({
  contractType,
  experienceRequired,
  urgent,
  openings,
}: {
  contractType: string | null | undefined
  experienceRequired: number | string | null | undefined
  urgent?: boolean | null
  openings?: number | null
}) {
  const country = useReaderCountry()
  const needs = openingsText(openings)
  return (
    <div className="flex flex-wrap gap-2">
      {urgent && (
        <Badge tone="danger">
          <Flame className="size-3.5" aria-hidden="true" /> {URGENT_JOB_LABEL}
        </Badge>
      )}
      <Badge tone="brand">{contractTypeLabel(contractType, country)}</Badge>
      <Badge>{formatRequiredExperience(experienceRequired)}</Badge>
      {needs && (
        <Badge tone="info">
          <Users className="size-3.5" aria-hidden="true" /> {needs}
        </Badge>
      )}
    </div>
  )
}
