import { useState } from 'react'
import {
  ArrayInput,
  BooleanField,
  BooleanInput,
  Confirm,
  DeleteWithConfirmButton,
  Edit,
  Labeled,
  NumberField,
  NumberInput,
  required,
  SaveButton,
  SelectField,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  Toolbar,
  usePermissions,
  useRecordContext,
  useSaveContext,
} from 'react-admin'
import { PLAN_MONTHS } from '#domain/billing'
import { planMessages } from '#domain/messages/billing'
import { formatMoney, type Currency } from '#domain/money'
import { hasRole } from '#domain/roles'
import { USER_TYPES, userTypeLabels } from '#domain/roles'
import type { Plan } from '#payload-types'
import { PlanPriceInput } from './PlanPriceInput'
import { planCountryChoices } from './planChoices'

const monthChoices = PLAN_MONTHS.map((id) => ({ id, name: `${id} meses` }))
const audienceChoices = USER_TYPES.map((id) => ({ id, name: userTypeLabels[id] }))
const row = { display: 'flex', gap: '2rem', flexWrap: 'wrap' } as const

const wholeQuota = (value: unknown) =>
  value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isInteger(value) && value >= 0)
    ? undefined
    : planMessages.quotaInvalid

/** What billing and the quotas read: an admin's to change (decision 0031), shown to editors as it is. */
function BillingFields({ admin }: { admin: boolean }) {
  if (admin) {
    return (
      <>
        <div style={row}>
          <SelectInput source="months" label="Período" choices={monthChoices} validate={required()} />
          <NumberInput source="monthlyQuota" label="Limite por mês (vazio = ilimitado)" step="any" validate={wholeQuota} />
        </div>
        <BooleanInput source="active" label="Disponível em /planos (desmarque para arquivar: quem já assina continua no plano)" />
        <div style={row}>
          <TextInput source="stripePriceId" label="Stripe: preço" />
          <TextInput source="stripeProductId" label="Stripe: produto" />
        </div>
      </>
    )
  }
  return (
    <div style={row}>
      <Labeled label="Período (meses)">
        <NumberField source="months" />
      </Labeled>
      <Labeled label="Limite por mês">
        <NumberField source="monthlyQuota" emptyText="Ilimitado" />
      </Labeled>
      <Labeled label="Disponível">
        <BooleanField source="active" />
      </Labeled>
    </div>
  )
}

function PlanToolbar({ admin }: { admin: boolean }) {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {admin ? (
        <DeleteWithConfirmButton
          label="Excluir"
          confirmTitle="Excluir plano?"
          confirmContent="Um plano com assinantes não é excluído: arquive-o desmarcando 'Disponível'."
          mutationMode="pessimistic"
        />
      ) : null}
    </Toolbar>
  )
}

/**
 * The form, with one stop before a new price goes out: /planos shows it the moment it is saved,
 * so a changed price asks 'Publicar o novo preço?' with the old and new amounts written out.
 */
function PlanForm() {
  const record = useRecordContext<Plan>()
  const { save } = useSaveContext()
  const { permissions } = usePermissions<string[]>()
  const admin = hasRole({ roles: permissions }, 'admin')
  const [pending, setPending] = useState<Partial<Plan> | null>(null)

  const submit = (values: Partial<Plan>) => {
    if (record && values.priceCents !== record.priceCents) setPending(values)
    else save?.(values)
  }
  const currency = (record?.currency ?? 'BRL') as Currency
  const amount = (cents: unknown) => (typeof cents === 'number' ? formatMoney(cents, currency) : '—')

  return (
    <SimpleForm onSubmit={submit} toolbar={<PlanToolbar admin={admin} />}>
      <div style={row}>
        <Labeled label="País">
          <SelectField source="country" choices={planCountryChoices} />
        </Labeled>
        <Labeled label="Para">
          <SelectField source="audience" choices={audienceChoices} />
        </Labeled>
        <Labeled label="Moeda">
          <TextField source="currency" />
        </Labeled>
      </div>
      <TextInput source="name" label="Nome" validate={required()} />
      <PlanPriceInput />
      <BillingFields admin={admin} />
      <ArrayInput source="features" label="Benefícios">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="text" label="Benefício" fullWidth validate={required()} />
        </SimpleFormIterator>
      </ArrayInput>
      <BooleanInput source="highlight" label="Destaque (Mais Popular)" />
      <Confirm
        isOpen={pending !== null}
        title={planMessages.priceConfirmTitle}
        content={planMessages.priceConfirmBody(amount(record?.priceCents), amount(pending?.priceCents))}
        confirm="Publicar"
        onConfirm={() => {
          if (pending) save?.(pending)
          setPending(null)
        }}
        onClose={() => setPending(null)}
      />
    </SimpleForm>
  )
}

/**
 * A plan's name, price (in reais or euros, as the cards show it), benefits and the 'Mais Popular'
 * highlight, for editors and admins; its period, quota, availability and Stripe ids for admins.
 * Its country, audience and currency are shown, not edited: they say who pays it and in what.
 */
export const PlanEdit = () => (
  <Edit title="Editar plano" mutationMode="pessimistic">
    <PlanForm />
  </Edit>
)
