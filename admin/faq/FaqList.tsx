import { BooleanField, CreateButton, Datagrid, List, NumberField, SelectField, TextField, TopToolbar } from 'react-admin'
import { FAQ_AUDIENCES } from './FaqForm'

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Nova pergunta" />
  </TopToolbar>
)

/** The FAQ in the order /faq shows it; drafts (not published) included. */
export const FaqList = () => (
  <List title="FAQ" sort={{ field: 'sortOrder', order: 'ASC' }} perPage={25} actions={<Actions />}>
    <Datagrid bulkActionButtons={false} rowClick="edit">
      <NumberField source="sortOrder" label="Ordem" />
      <TextField source="question" label="Pergunta" />
      <SelectField source="audience" label="Para" choices={FAQ_AUDIENCES} />
      <BooleanField source="published" label="Publicada" />
    </Datagrid>
  </List>
)
