import type { ReactNode } from 'react'
import type { ApplicationStatus } from '#domain/applications'
import { trialDayMessages } from '#domain/messages/trialDays'
import { pipelineStage } from '#domain/trialDays'
import { Badge } from '../ui/Badge'
import { useTrialDays } from './queries'

/**
 * The pipeline's 'Teste marcado' (decision 0069): an accepted application whose test day is
 * scheduled or held reads so on both cards, instead of its status badge (`children`).
 */
export function TrialStageBadge({ applicationId, status, children }: { applicationId: number; status: string; children: ReactNode }) {
  const accepted = status === 'accepted'
  const days = useTrialDays(applicationId, accepted)
  if (!accepted || pipelineStage(status as ApplicationStatus, days.data?.[0]?.status) !== 'trialScheduled') return children
  return <Badge tone="success">{trialDayMessages.pipelineLabels.trialScheduled}</Badge>
}
