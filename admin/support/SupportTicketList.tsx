import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import { Datagrid, DateField, FunctionField, List, SimpleList, useNotify } from 'react-admin'
import { userTypeLabels, type UserType } from '#domain/roles'
import { supportMessages, ticketStatusLabels, type TicketStatus } from '#domain/support'
import type { SupportTicket } from '#payload-types'
import { ticketFilters } from './ticketFilters'
import { WrappingEmail } from '../ui/WrappingEmail'
import { TicketStatusChip } from './TicketStatusChip'

export type ConsoleTicket = SupportTicket & { account: { name: string; email: string; userType: UserType | null } | null }

/** Suporte: subject, author, its type, status, opened and answered dates; a row opens the ticket and its answer form. */
export const SupportTicketList = () => {
  const notify = useNotify()
  // A phone gets one line per ticket instead of a table wider than the screen.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  return (
    <List
      title="Suporte"
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={ticketFilters}
      queryOptions={{ onError: () => notify(supportMessages.loadFailed, { type: 'error' }) }}
    >
      {phone ? (
        <SimpleList<ConsoleTicket>
          rowClick="show"
          primaryText={(ticket) => ticket.subject}
          secondaryText={(ticket) => (ticket.account ? `${ticket.account.name} · ${ticket.account.email}` : '—')}
          tertiaryText={(ticket) => ticketStatusLabels[ticket.status as TicketStatus] ?? ticket.status}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show">
          <FunctionField<SupportTicket> source="subject" label="Assunto" render={(ticket) => ticket.subject} />
          <FunctionField<ConsoleTicket>
            label="Usuário"
            sortable={false}
            render={(ticket) =>
              ticket.account ? (
                <>
                  {ticket.account.name}
                  <br />
                  <small>
                    <WrappingEmail email={ticket.account.email} />
                  </small>
                </>
              ) : (
                '—'
              )
            }
          />
          <FunctionField<ConsoleTicket>
            label="Tipo"
            sortable={false}
            render={(ticket) => (ticket.account?.userType ? userTypeLabels[ticket.account.userType] : '—')}
          />
          <TicketStatusChip label="Status" sortBy="status" />
          <DateField source="createdAt" label="Aberto em" locales="pt-BR" showTime />
          <DateField source="answeredAt" label="Respondido em" locales="pt-BR" showTime emptyText="—" />
        </Datagrid>
      )}
    </List>
  )
}
