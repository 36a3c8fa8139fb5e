import { useId } from 'react'
import { invitationMessages } from '#domain/messages/invitations'
import { messageOr } from '../api/client'
import { FormSection } from '../ui/FormSection'
import { Switch } from '../ui/Switch'
import { toast } from '../ui/toast'
import { useSay } from '../ui/wording'
import { useSetInvitationsEnabled } from './queries'

/** 'Receber convites de barbearias' (decision 0067): saves as it moves; off, the server refuses every shop's invitation (403). */
export function InvitationsPreference({ enabled }: { enabled: boolean }) {
  const save = useSetInvitationsEnabled()
  const labelId = useId()
  const helpId = useId()
  const say = useSay()
  const toggle = () =>
    save.mutate(!enabled, {
      onSuccess: () => toast.success(enabled ? invitationMessages.settingOff : invitationMessages.settingOn),
      onError: (error) =>
        toast.error(say(invitationMessages.settingFailed, 'Não foi possível guardar a sua preferência'), { description: messageOr(error, 'Tente novamente.') }),
    })
  return (
    <FormSection title="Convites">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id={labelId} className="font-medium text-stone-900">
            {invitationMessages.settingLabel}
          </p>
          <p id={helpId} className="mt-1 text-sm text-stone-600">
            {say(invitationMessages.settingHelp, 'As barbearias podem convidá-lo para as vagas delas. Desligado, ninguém lhe consegue enviar convites.')}
          </p>
        </div>
        <Switch checked={enabled} labelledBy={labelId} describedBy={helpId} disabled={save.isPending} onToggle={toggle} />
      </div>
    </FormSection>
  )
}
