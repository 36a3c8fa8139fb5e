import { SearchInput, SelectInput } from 'react-admin'
import { ticketStatusChoices } from './TicketStatusChip'

export const ticketFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar por assunto ou mensagem" />,
  <SelectInput key="status" source="status" label="Status" choices={ticketStatusChoices} alwaysOn />,
]
