import { BooleanField, CreateButton, Datagrid, List, NumberField, SelectField, SimpleList, TextField, TopToolbar } from 'react-admin'
import type { Faq } from '#payload-types'
import { simpleListSx, useIsSmall } from '../ui/useIsSmall'
import { FAQ_AUDIENCES } from './FaqForm'

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Nova pergunta" />
  </TopToolbar>
)

const audienceName = (faq: Faq) => FAQ_AUDIENCES.find((choice) => choice.id === faq.audience)?.name ?? faq.audience

/** The FAQ in the order /faq shows it; drafts (not published) included. On a phone, one line per question. */
export const FaqList = () => (
  <List title="FAQ" sort={{ field: 'sortOrder', order: 'ASC' }} perPage={25} actions={<Actions />}>
    {useIsSmall() ? (
      <SimpleList<Faq>
        sx={simpleListSx}
        primaryText={(faq) => `${faq.sortOrder}. ${faq.question}`}
        secondaryText={(faq) => `Para ${audienceName(faq).toLowerCase()} · ${faq.published ? 'Publicada' : 'Rascunho'}`}
        linkType="edit"
      />
    ) : (
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <NumberField source="sortOrder" label="Ordem" />
        <TextField source="question" label="Pergunta" />
        <SelectField source="audience" label="Para" choices={FAQ_AUDIENCES} />
        <BooleanField source="published" label="Publicada" />
      </Datagrid>
    )}
  </List>
)
