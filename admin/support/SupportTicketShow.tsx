import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { DateField, FunctionField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin'
import { applicationLabel } from '#domain/applications'
import { userTypeLabels } from '#domain/roles'
import type { Application, Job } from '#payload-types'
import { AnswerTicketForm } from './AnswerTicketForm'
import type { ConsoleTicket } from './SupportTicketList'
import { TicketStatusButton } from './TicketStatusButton'
import { TicketStatusChip } from './TicketStatusChip'

const populated = <T extends object>(value: number | T | null | undefined): T | null => (value && typeof value === 'object' ? value : null)

/** The job or application the author linked, in words, or why there is nothing to show. */
function linkedRecord(ticket: ConsoleTicket): string {
  const job = populated<Job>(ticket.job)
  if (job) return `Vaga #${job.id}: ${job.title}${job.shopName ? ` · ${job.shopName}` : ''}`
  const application = populated<Application>(ticket.application)
  if (application) {
    const where = [application.jobTitle ?? 'vaga excluída', application.shopName].filter(Boolean).join(' · ')
    return `Candidatura #${application.id}: ${where} (${applicationLabel(application.status, 'barbershop')})`
  }
  return ticket.job || ticket.application ? 'Registro excluído' : 'Nenhum'
}

const TicketTitle = () => {
  const ticket = useRecordContext<ConsoleTicket>()
  return <>Chamado: {ticket?.subject ?? ''}</>
}

/** One ticket: the author, the message, what it links to, the answer so far, 'Responder' and 'Encerrar'. */
export const SupportTicketShow = () => (
  <Show
    title={<TicketTitle />}
    actions={
      <TopToolbar>
        <TicketStatusButton />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <TextField source="subject" label="Assunto" />
      <FunctionField<ConsoleTicket>
        label="Usuário"
        render={(ticket) => (
          // A long e-mail address breaks instead of widening the page on a phone.
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {ticket.account
              ? `${ticket.account.name} <${ticket.account.email}>${ticket.account.userType ? ` · ${userTypeLabels[ticket.account.userType]}` : ''}`
              : '—'}
          </Typography>
        )}
      />
      <TicketStatusChip label="Status" />
      <DateField source="createdAt" label="Aberto em" locales="pt-BR" showTime />
      <FunctionField<ConsoleTicket> label="Vinculado a" render={linkedRecord} />
      <FunctionField<ConsoleTicket>
        label="Mensagem"
        render={(ticket) => <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{ticket.message}</Typography>}
      />
      <FunctionField<ConsoleTicket>
        label="Resposta"
        render={(ticket) =>
          ticket.reply ? <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{ticket.reply}</Typography> : 'Ainda sem resposta'
        }
      />
      <DateField source="answeredAt" label="Respondido em" locales="pt-BR" showTime emptyText="—" />
      <Divider />
      <Labeled label="Responder" fullWidth>
        <AnswerTicketForm />
      </Labeled>
    </SimpleShowLayout>
  </Show>
)
