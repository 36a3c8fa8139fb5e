import { DeleteWithConfirmButton, useNotify } from 'react-admin'
import { adminMessages } from '../../domain/messages'

/**
 * Delete with a confirmation dialog (spec §2) that names the record, then the spec's toast:
 * 'Vaga excluída com sucesso' (the resource's `notifications.deleted`, admin/i18n/resources.ts),
 * or 'Erro ao excluir vaga' with the server's reason.
 */
export const DeleteWithConfirm = ({ what }: { what: string; label?: string }) => {
  const notify = useNotify()
  return (
    <DeleteWithConfirmButton
      label="Excluir"
      confirmTitle={`Excluir ${what}?`}
      confirmContent="Esta ação não pode ser desfeita."
      confirmColor="warning"
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={{
        onError: (error) => notify(`${adminMessages.deleteFailed(what)}: ${error instanceof Error ? error.message : ''}`, { type: 'error' }),
      }}
    />
  )
}
