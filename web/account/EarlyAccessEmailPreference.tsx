import { earlyAccessMessages } from '#domain/messages/jobs'
import { messageOr } from '../api/client'
import { PreferenceSwitch } from '../ui/PreferenceSwitch'
import { toast } from '../ui/toast'
import { useSetEarlyAccessEmails } from './queries'

/**
 * The annual plan's 'Nova vaga em {cidade}' e-mails (decision 0068): on until the barber turns them
 * off here or through the e-mail's one-click link, and on again only here.
 */
export function EarlyAccessEmailPreference({ userId, enabled }: { userId: number; enabled: boolean }) {
  const save = useSetEarlyAccessEmails(userId)
  return (
    <PreferenceSwitch
      title={earlyAccessMessages.preferenceLabel}
      label={earlyAccessMessages.preferenceLabel}
      help={earlyAccessMessages.preferenceDescription}
      enabled={enabled}
      pending={save.isPending}
      onToggle={() => save.mutate(!enabled, { onError: (error) => toast.error(messageOr(error, 'Tente novamente.')) })}
    />
  )
}
