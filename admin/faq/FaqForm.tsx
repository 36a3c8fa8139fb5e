import { BooleanInput, NumberInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin'
import { RichTextInput } from '../richText/RichTextInput'

export const FAQ_AUDIENCES = [
  { id: 'all', name: 'Todos' },
  { id: 'barber', name: 'Barbeiros' },
  { id: 'barbershop', name: 'Barbearias' },
]

/** A question, its answer in rich text, who it is for, its place in the list and whether /faq shows it. */
export const FaqForm = () => (
  <SimpleForm>
    <TextInput source="question" label="Pergunta" fullWidth validate={[required()]} />
    <RichTextInput source="answer" label="Resposta" validate={required()} />
    <SelectInput source="audience" label="Para" choices={FAQ_AUDIENCES} validate={required()} />
    <NumberInput source="sortOrder" label="Ordem" step={1} />
    <BooleanInput source="published" label="Publicada" />
  </SimpleForm>
)
