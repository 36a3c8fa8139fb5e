import { contractTypeLabel } from '#domain/jobs'
import { Badge } from '../ui/Badge'
import { formatRequiredExperience } from '../ui/experience'

/** The contract type and the experience asked for, as badges. */
export function JobBadges({
  contractType,
  experienceRequired,
}: {
  contractType: string | null | undefined
  experienceRequired: number | string | null | undefined
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Badge tone="brand">{contractTypeLabel(contractType)}</Badge>
      <Badge>{formatRequiredExperience(experienceRequired)}</Badge>
    </div>
  )
}
