import { Create, Edit } from 'react-admin'
import { FaqForm } from './FaqForm'

// Saved on the server before the list shows it again (no optimistic undo): the server checks the rich text.
export const FaqEdit = () => (
  <Edit title="Editar pergunta" mutationMode="pessimistic">
    <FaqForm />
  </Edit>
)

export const FaqCreate = () => (
  <Create title="Nova pergunta" redirect="list" record={{ audience: 'all', sortOrder: 0, published: true }}>
    <FaqForm />
  </Create>
)
