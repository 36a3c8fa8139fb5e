import { ArrayInput, BooleanInput, Edit, Labeled, NumberInput, required, SelectField, SimpleForm, SimpleFormIterator, TextField, TextInput } from 'react-admin'
import { PlanPriceInput } from './PlanPriceInput'
import { planCountryChoices } from './planChoices'

/**
 * A plan's name, price (in cents of its currency, as stored), period in months, benefits and the
 * 'Mais Popular' highlight. Its country and currency are shown, not edited: they say who pays it
 * and in what, and the server keeps them together (reais in Brazil, euros in Portugal).
 */
export const PlanEdit = () => (
  <Edit title="Editar plano" mutationMode="pessimistic">
    <SimpleForm>
      <div style={{ display: 'flex', gap: '2rem' }}>
        <Labeled label="País">
          <SelectField source="country" choices={planCountryChoices} />
        </Labeled>
        <Labeled label="Moeda">
          <TextField source="currency" />
        </Labeled>
      </div>
      <TextInput source="name" label="Nome" validate={required()} />
      <PlanPriceInput />
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
