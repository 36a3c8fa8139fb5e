import Chip from '@mui/material/Chip'
import { BooleanInput, Datagrid, DateField, FunctionField, List, NumberField, SelectInput, SimpleList, TextField } from 'react-admin'
import type { AdminConversation } from '#domain/adminConversations'
import { simpleListSx, useIsSmall } from '../ui/useIsSmall'
import { useLoadError } from '../ui/useLoadError'
import { ConversationStatusChip } from './ConversationStatusChip'

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    alwaysOn
    choices={[
      { id: 'open', name: 'Aberta' },
      { id: 'closed', name: 'Fechada' },
    ]}
  />,
  <BooleanInput key="flagged" source="flagged" label="Com sinalizações" alwaysOn />,
]

/** Spec §2 "Conversas": barber, barbershop, message count, status, flag count, last message or 'Nunca'. */
const lastMessage = (conversation: AdminConversation) =>
  conversation.lastMessageAt ? new Date(conversation.lastMessageAt).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' }) : 'Nunca'

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export const ConversationList = () => (
  <List title="Conversas" sort={{ field: 'lastMessageAt', order: 'DESC' }} filters={filters} queryOptions={useLoadError('conversas')} exporter={false}>
    {useIsSmall() ? (
      <SimpleList<AdminConversation>
        sx={simpleListSx}
        rowClick="show"
        primaryText={(conversation) => `${conversation.barberName ?? '—'} e ${conversation.shopName ?? '—'}`}
        secondaryText={(conversation) =>
          `${count(conversation.messageCount, 'mensagem', 'mensagens')} · ${count(conversation.flagCount, 'sinalização', 'sinalizações')} (${conversation.openFlagCount} em aberto) · ${lastMessage(conversation)}`
        }
        tertiaryText={(conversation) => (conversation.status === 'open' ? 'Aberta' : 'Fechada')}
      />
    ) : (
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="barberName" label="Barbeiro" sortable={false} emptyText="—" />
        <TextField source="shopName" label="Barbearia" sortable={false} emptyText="—" />
        <NumberField source="messageCount" label="Mensagens" sortable={false} />
        <FunctionField<AdminConversation> label="Status" sortBy="status" render={(conversation) => <ConversationStatusChip status={conversation.status} />} />
        <FunctionField<AdminConversation>
          label="Sinalizações"
          sortable={false}
          render={(conversation) =>
            conversation.openFlagCount > 0 ? (
              <Chip size="small" color="error" label={`${conversation.flagCount} (${conversation.openFlagCount} em aberto)`} />
            ) : (
              conversation.flagCount
            )
          }
        />
        <DateField source="lastMessageAt" label="Última mensagem" showTime locales="pt-BR" emptyText="Nunca" />
      </Datagrid>
    )}
  </List>
)
