import { useId } from 'react'
import { earlyAccessMessages } from '#domain/messages/jobs'
import { messageOr } from '../api/client'
import { FormSection } from '../ui/FormSection'
import { Switch } from '../ui/Switch'
import { toast } from '../ui/toast'
import { useSetEarlyAccessEmails } from './queries'

/**
 * The annual plan's 'Nova vaga em {cidade}' e-mails (decision 0068): on until the barber turns them
 * off here or through the e-mail's one-click link, and on again only here.
 */
export function EarlyAccessEmailPreference({ userId, enabled }: { userId: number; enabled: boolean }) {
  const save = useSetEarlyAccessEmails(userId)
  const labelId = useId()
  const helpId = useId()
  return (
    <FormSection title={earlyAccessMessages.preferenceLabel}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id={labelId} className="font-medium text-stone-900">
            {earlyAccessMessages.preferenceLabel}
          </p>
          <p id={helpId} className="mt-1 text-sm text-stone-600">
            {earlyAccessMessages.preferenceDescription}
          </p>
        </div>
        <Switch
          checked={enabled}
          labelledBy={labelId}
          describedBy={helpId}
          disabled={save.isPending}
          onToggle={() => save.mutate(!enabled, { onError: (error) => toast.error(messageOr(error, 'Tente novamente.')) })}
        />
      </div>
    </FormSection>
  )
}
