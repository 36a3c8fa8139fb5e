import { useNotify } from 'react-admin'
import { adminMessages } from '#domain/messages/admin'

/** A list that cannot load says so in the spec's words ('Erro ao carregar usuários', ...). */
export function useLoadError(what: Parameters<typeof adminMessages.loadFailed>[0]) {
  const notify = useNotify()
  return { onError: () => notify(adminMessages.loadFailed(what), { type: 'error' }) }
}
