import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  useRecordContext,
} from 'react-admin'
import { AUDIT_ACTIONS, auditActionLabels } from '#domain/auditLog'
import type { AdminAuditLog } from '#payload-types'
import { simpleListSx, useIsSmall } from '../ui/useIsSmall'
import { WrappingEmail } from '../ui/WrappingEmail'

const actionChoices = AUDIT_ACTIONS.map((id) => ({ id, name: auditActionLabels[id] }))
const nameOf = (choices: { id: string; name: string }[], id: string | null | undefined) => choices.find((choice) => choice.id === id)?.name ?? id ?? '—'

// The facade's names for the collections an entry may be about.
const resourceChoices = [
  { id: 'users', name: 'Usuários' },
  { id: 'barbers', name: 'Barbeiros' },
  { id: 'barbershops', name: 'Barbearias' },
  { id: 'jobs', name: 'Vagas' },
  { id: 'conversations', name: 'Conversas' },
  { id: 'conversation-flags', name: 'Sinalizações' },
  { id: 'reviews', name: 'Avaliações' },
  { id: 'support-tickets', name: 'Suporte' },
  { id: 'plans', name: 'Planos' },
  { id: 'faqs', name: 'FAQ' },
]

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar por e-mail de quem agiu ou registro" />,
  <SelectInput key="action" source="action" label="Ação" choices={actionChoices} />,
  <SelectInput key="resource" source="resource" label="Recurso" choices={resourceChoices} />,
  <TextInput key="recordId" source="recordId" label="Registro (id)" />,
]

const Json = ({ title, value }: { title: string; value: unknown }) => (
  <Box sx={{ minWidth: 0, flex: 1 }}>
    <Typography variant="subtitle2" component="h2">
      {title}
    </Typography>
    <Box
      component="pre"
      sx={{ m: 0, p: 1, bgcolor: 'grey.100', borderRadius: 1, overflowX: 'auto', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
    >
      {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
    </Box>
  </Box>
)

/** The record before and after the action, opened from the row. */
const BeforeAfter = () => {
  const entry = useRecordContext<AdminAuditLog>()
  if (!entry) return null
  return (
    <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' } }}>
      <Json title="Antes" value={entry.before} />
      <Json title="Depois" value={entry.after} />
    </Box>
  )
}

/**
 * Read-only: entries are written by the server with each action, and nobody edits them. A row
 * opens its before and after in place; on a phone, one line per entry opens them on a page of its own.
 */
export const AuditLogList = () => (
  <List title="Auditoria" sort={{ field: 'createdAt', order: 'DESC' }} filters={filters} exporter={false}>
    {useIsSmall() ? (
      <SimpleList<AdminAuditLog>
        sx={simpleListSx}
        primaryText={(entry) => `${nameOf(actionChoices, entry.action)} · ${nameOf(resourceChoices, entry.resource)} ${entry.recordId}`}
        secondaryText={(entry) => `${entry.actorEmail} · ${new Date(entry.createdAt).toLocaleString('pt-BR')}`}
        linkType="show"
      />
    ) : (
      <Datagrid bulkActionButtons={false} rowClick="expand" expand={<BeforeAfter />}>
        <DateField source="createdAt" label="Quando" showTime locales="pt-BR" />
        <FunctionField<AdminAuditLog> label="Quem" render={(entry) => <WrappingEmail email={entry.actorEmail} />} />
        <SelectField source="action" label="Ação" choices={actionChoices} />
        <SelectField source="resource" label="Recurso" choices={resourceChoices} />
        <TextField source="recordId" label="Registro" sortable={false} />
      </Datagrid>
    )}
  </List>
)

/** One entry with its before and after (the phone list's rows open it). */
export const AuditLogShow = () => (
  <Show title="Registro de auditoria" actions={false}>
    <SimpleShowLayout>
      <DateField source="createdAt" label="Quando" showTime locales="pt-BR" />
      <TextField source="actorEmail" label="Quem" />
      <SelectField source="action" label="Ação" choices={actionChoices} />
      <SelectField source="resource" label="Recurso" choices={resourceChoices} />
      <TextField source="recordId" label="Registro" />
      <BeforeAfter />
    </SimpleShowLayout>
  </Show>
)
