import { contractTypeLabel } from '#domain/jobs'
import { Badge } from '../ui/Badge'
import { formatRequiredExperience } from '../ui/experience'
import { useReaderCountry } from '../ui/wording'

/** The contract type and the experience asked for, as badges. */
export function JobBadges({
  contractType,
  experienceRequired,
}: {
  contractType: string | null | undefined
  experienceRequired: number | string | null | undefined
}) {
  const country = useReaderCountry()
  return (
    <div className="flex flex-wrap gap-2">
      <Badge tone="brand">{contractTypeLabel(contractType, country)}</Badge>
      <Badge>{formatRequiredExperience(experienceRequired)}</Badge>
    </div>
  )
}
