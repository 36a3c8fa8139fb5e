import DeleteIcon from '@mui/icons-material/Delete'
import { useState } from 'react'
import { Confirm, useDelete, useNotify, useRecordContext, useResourceContext } from 'react-admin'
import { adminMessages } from '#domain/messages/admin'
import { RowButton } from './RowButton'

/**
 * Delete with a confirmation dialog (spec §2) that names the record, then the spec's toast:
 * 'Vaga excluída com sucesso' (the resource's `notifications.deleted`, admin/i18n/resources.ts),
 * or 'Erro ao excluir vaga' with the server's reason. `content` replaces the dialog's text (a
 * profile's delete erases its account, and says what that means). The button is a row's
 * (RowButton): an icon alone where the table is narrow.
 */
export const DeleteWithConfirm = ({ what, content }: { what: string; label?: string; content?: string }) => {
  const record = useRecordContext<{ id: number; removedAt?: string | null }>()
  const resource = useResourceContext()
  const notify = useNotify()
  const [deleteOne, { isPending }] = useDelete()
  const [confirming, setConfirming] = useState(false)
  // A profile already removed (its account erased, decision 0042) has nothing left to delete.
  if (!record || record.removedAt) return null

  const erase = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false)
          notify(`resources.${resource}.notifications.deleted`, { type: 'info', messageArgs: { smart_count: 1 } })
        },
        onError: (error) => {
          setConfirming(false)
          notify(`${adminMessages.deleteFailed(what)}: ${error instanceof Error ? error.message : ''}`, { type: 'error' })
        },
      },
    )

  return (
    <>
      <RowButton label="Excluir" color="error" disabled={isPending} onClick={(event) => (event.stopPropagation(), setConfirming(true))}>
        <DeleteIcon />
      </RowButton>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={`Excluir ${what}?`}
        content={content ?? 'Esta ação não pode ser desfeita.'}
        confirmColor="warning"
        onConfirm={erase}
        onClose={() => setConfirming(false)}
      />
    </>
  )
}
