import { invitationMessages } from '#domain/messages/invitations'
import { messageOr } from '../api/client'
import { PreferenceSwitch } from '../ui/PreferenceSwitch'
import { toast } from '../ui/toast'
import { useSay } from '../ui/wording'
import { useSetInvitationsEnabled } from './queries'

/** 'Receber convites de barbearias' (decision 0067): saves as it moves; off, the server refuses every shop's invitation (403). */
export function InvitationsPreference({ enabled }: { enabled: boolean }) {
  const save = useSetInvitationsEnabled()
  const say = useSay()
  const toggle = () =>
    save.mutate(!enabled, {
      onSuccess: () => toast.success(enabled ? invitationMessages.settingOff : invitationMessages.settingOn),
      onError: (error) =>
        toast.error(say(invitationMessages.settingFailed, 'Não foi possível guardar a sua preferência'), { description: messageOr(error, 'Tente novamente.') }),
    })
  return (
    <PreferenceSwitch
      title="Convites"
      label={invitationMessages.settingLabel}
      help={say(invitationMessages.settingHelp, 'As barbearias podem convidá-lo para as vagas delas. Desligado, ninguém lhe consegue enviar convites.')}
      enabled={enabled}
      pending={save.isPending}
      onToggle={toggle}
    />
  )
}
