import { CreateButton, Datagrid, DateField, List, NumberField, SelectField, SimpleList, TextField, TopToolbar, useRecordContext } from 'react-admin'
import { legalDocumentLabels } from '#domain/legal'
import type { LegalDocument } from '#payload-types'
import { simpleListSx, useIsSmall } from '../ui/useIsSmall'
import { LEGAL_DOCUMENT_CHOICES } from './choices'

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Publicar nova versão" />
  </TopToolbar>
)

/** Starts the next version from this one's text, so a correction does not mean writing it all again. */
const NextVersionButton = () => {
  const record = useRecordContext<LegalDocument>()
  if (!record) return null
  return <CreateButton label="Nova versão a partir desta" state={{ record: { document: record.document, body: record.body, changes: '' } }} />
}

/** Every published version, newest first: the newest of each document is the one in force. */
export const LegalDocumentList = () => (
  <List title="Termos e privacidade" sort={{ field: 'publishedAt', order: 'DESC' }} perPage={25} actions={<Actions />}>
    {useIsSmall() ? (
      <SimpleList<LegalDocument>
        sx={simpleListSx}
        primaryText={(doc) => `${legalDocumentLabels[doc.document]} · versão ${doc.version}`}
        secondaryText={(doc) => `Publicada em ${new Date(doc.publishedAt).toLocaleDateString('pt-BR')}`}
        linkType={false}
      />
    ) : (
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <SelectField source="document" label="Documento" choices={LEGAL_DOCUMENT_CHOICES} />
        <NumberField source="version" label="Versão" />
        <DateField source="publishedAt" label="Publicada em" showTime />
        <TextField source="changes" label="O que mudou" emptyText="—" />
        <NextVersionButton />
      </Datagrid>
    )}
  </List>
)
