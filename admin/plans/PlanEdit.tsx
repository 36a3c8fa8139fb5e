import { ArrayInput, BooleanInput, Edit, NumberInput, required, SimpleForm, SimpleFormIterator, TextInput } from 'react-admin'

/**
 * A plan's name, price (in cents, as stored), period in months, benefits and the 'Mais Popular'
 * highlight. Who sees it and its currency are not edited here: the billing issue owns them.
 */
export const PlanEdit = () => (
  <Edit title="Editar plano" mutationMode="pessimistic">
    <SimpleForm>
      <TextInput source="name" label="Nome" validate={required()} />
      <NumberInput source="priceCents" label="Preço (centavos)" min={0} step={1} validate={required()} />
      <NumberInput source="months" label="Período (meses)" min={1} max={36} step={1} validate={required()} />
      <ArrayInput source="features" label="Benefícios">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="text" label="Benefício" fullWidth validate={required()} />
        </SimpleFormIterator>
      </ArrayInput>
      <BooleanInput source="highlight" label="Destaque (Mais Popular)" />
    </SimpleForm>
  </Edit>
)
