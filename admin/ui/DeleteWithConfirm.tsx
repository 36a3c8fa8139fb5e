import { DeleteWithConfirmButton, useNotify, useRecordContext } from 'react-admin'
import { adminMessages } from '#domain/messages/admin'

/**
 * Delete with a confirmation dialog (spec §2) that names the record, then the spec's toast:
 * 'Vaga excluída com sucesso' (the resource's `notifications.deleted`, admin/i18n/resources.ts),
 * or 'Erro ao excluir vaga' with the server's reason. `content` replaces the dialog's text (a
 * profile's delete erases its account, and says what that means).
 */
export const DeleteWithConfirm = ({ what, content }: { what: string; label?: string; content?: string }) => {
  const notify = useNotify()
  // A profile already removed (its account erased, decision 0042) has nothing left to delete.
  if ((useRecordContext() as { removedAt?: string | null } | undefined)?.removedAt) return null
  return (
    <DeleteWithConfirmButton
      label="Excluir"
      confirmTitle={`Excluir ${what}?`}
      confirmContent={content ?? 'Esta ação não pode ser desfeita.'}
      confirmColor="warning"
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={{
        onError: (error) => notify(`${adminMessages.deleteFailed(what)}: ${error instanceof Error ? error.message : ''}`, { type: 'error' }),
      }}
    />
  )
}
