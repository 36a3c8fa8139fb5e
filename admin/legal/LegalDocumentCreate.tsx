import { Create, required, SelectInput, SimpleForm, TextInput } from 'react-admin'
import { RichTextInput } from '../richText/RichTextInput'
import { LEGAL_DOCUMENT_CHOICES } from './choices'

/**
 * Publishing a version: the server numbers and dates it, and from then on signed-in people are
 * asked to accept it, with the "what changed" text shown to them (required from the second version).
 */
export const LegalDocumentCreate = () => (
  <Create title="Publicar nova versão" redirect="list">
    <SimpleForm>
      <SelectInput source="document" label="Documento" choices={LEGAL_DOCUMENT_CHOICES} validate={required()} />
      <RichTextInput source="body" label="Texto" validate={required()} />
      <TextInput
        source="changes"
        label="O que mudou"
        helperText="Resumo mostrado a quem já aceitou a versão anterior. Ao publicar, todos serão convidados a aceitar a nova versão."
        multiline
        minRows={3}
        fullWidth
      />
    </SimpleForm>
  </Create>
)
