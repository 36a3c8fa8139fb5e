import { useId } from 'react'
import { pushMessages, portuguesePushMessages, type PushMessages } from '#domain/messages/chat'
import { PUSH_KINDS_BY_ROLE, type PushKind } from '#domain/push'
import type { Role } from '#domain/roles'
import { messageOr } from '../api/client'
import { FormSection } from '../ui/FormSection'
import { Switch } from '../ui/Switch'
import { toast } from '../ui/toast'
import { usePushPreferences, useSetPushPreference } from './queries'
import { useSay } from '../ui/wording'

/** /conta: one switch per kind of notification the person's role receives; each saves as it moves. */
export function PushPreferences({ roles }: { roles: Role[] }) {
  const messages = useSay()<PushMessages>(pushMessages, portuguesePushMessages)
  const preferences = usePushPreferences()
  const kinds = [...new Set(roles.flatMap((role) => (role === 'barber' || role === 'barbershop' ? PUSH_KINDS_BY_ROLE[role] : [])))] as PushKind[]
  if (!kinds.length || !preferences.data) return null
  return (
    <FormSection title={messages.preferencesTitle}>
      <p className="text-sm text-stone-600">{messages.preferencesHelp}</p>
      <ul className="mt-4 flex flex-col gap-4">
        {kinds.map((kind) => (
          <PreferenceRow key={kind} kind={kind} enabled={preferences.data[kind]} />
        ))}
      </ul>
    </FormSection>
  )
}

function PreferenceRow({ kind, enabled }: { kind: PushKind; enabled: boolean }) {
  const messages = useSay()<PushMessages>(pushMessages, portuguesePushMessages)
  const save = useSetPushPreference()
  const labelId = useId()
  return (
    <li className="flex items-center justify-between gap-4">
      <span id={labelId} className="font-medium text-stone-900">
        {messages.kindLabels[kind]}
      </span>
      <Switch
        checked={enabled}
        labelledBy={labelId}
        disabled={save.isPending}
        onToggle={() =>
          save.mutate(
            { kind, enabled: !enabled },
            {
              onSuccess: () => toast.success(messages.preferenceSaved),
              onError: (error) => toast.error(messages.preferenceFailed, { description: messageOr(error, 'Tente novamente.') }),
            },
          )
        }
      />
    </li>
  )
}
