import SendIcon from '@mui/icons-material/Send'
import Typography from '@mui/material/Typography'
import { Form, SaveButton, TextInput, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin'
import { SUPPORT_REPLY_MAX, supportMessages } from '#domain/support'
import type { SupportTicket } from '#payload-types'

const required = (value: unknown) => (typeof value === 'string' && value.trim() ? undefined : supportMessages.replyRequired)
const notTooLong = (value: unknown) =>
  typeof value === 'string' && value.length > SUPPORT_REPLY_MAX ? `Use no máximo ${SUPPORT_REPLY_MAX} caracteres.` : undefined

/**
 * 'Responder': the answer goes to the user by e-mail and on /suporte, and the ticket becomes
 * Respondido. A closed ticket is reopened first (the server refuses to answer it otherwise).
 */
export const AnswerTicketForm = () => {
  const ticket = useRecordContext<SupportTicket>()
  const [update, { isPending }] = useUpdate()
  const notify = useNotify()
  const refresh = useRefresh()
  if (!ticket) return null
  if (ticket.status === 'closed') {
    return <Typography color="text.secondary">Chamado encerrado. Reabra-o para responder.</Typography>
  }
  const submit = (values: Record<string, unknown>) =>
    update(
      'suporte',
      { id: ticket.id, data: { reply: values.reply }, previousData: ticket },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(supportMessages.answerSent, { type: 'success' })
          refresh()
        },
        onError: (error) => notify(`${supportMessages.answerFailed}: ${error instanceof Error ? error.message : ''}`, { type: 'error' }),
      },
    )
  return (
    <Form onSubmit={submit} record={{ reply: '' }} key={ticket.answeredAt ?? 'new'}>
      <TextInput
        source="reply"
        label={ticket.reply ? 'Nova resposta' : 'Resposta'}
        multiline
        minRows={4}
        fullWidth
        validate={[required, notTooLong]}
        helperText="O usuário recebe a resposta por email e a vê na página de suporte."
      />
      <SaveButton label="Responder" icon={<SendIcon />} disabled={isPending} alwaysEnable />
    </Form>
  )
}
