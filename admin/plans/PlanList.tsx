import { useMediaQuery, type Theme } from '@mui/material'
import { BooleanField, Datagrid, FunctionField, List, SelectField, SelectInput, SimpleList, TextField } from 'react-admin'
import { countryLabels } from '#domain/locations'
import { formatMoney } from '#domain/money'
import { USER_TYPES, userTypeLabels } from '#domain/roles'
import type { Plan } from '#payload-types'
import { planCountryChoices } from './planChoices'

const planFilters = [<SelectInput key="country" source="country" label="País" choices={planCountryChoices} alwaysOn />]

const periodText = (plan: Plan) => `a cada ${plan.months} ${plan.months === 1 ? 'mês' : 'meses'}`

/**
 * The plans of both audiences and both countries, as /planos and the landing show them, each priced
 * in its own currency. On a phone, one line per plan instead of a table wider than the screen.
 */
export const PlanList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))
  return (
    <List title="Planos" sort={{ field: 'sortOrder', order: 'ASC' }} perPage={25} filters={planFilters}>
      {small ? (
        <SimpleList<Plan>
          primaryText={(plan) => `${plan.name} · ${userTypeLabels[plan.audience]}`}
          secondaryText={(plan) => `${formatMoney(plan.priceCents, plan.currency)} ${periodText(plan)}${plan.highlight ? ' · Mais Popular' : ''}`}
          tertiaryText={(plan) => `${countryLabels[plan.country]} · ${plan.currency}${plan.active === false ? ' · Arquivado' : ''}`}
          linkType="edit"
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="edit">
          <SelectField source="country" label="País" choices={planCountryChoices} />
          <SelectField source="audience" label="Para" choices={USER_TYPES.map((id) => ({ id, name: userTypeLabels[id] }))} />
          <TextField source="name" label="Nome" />
          <FunctionField<Plan> label="Preço" sortBy="priceCents" render={(plan) => formatMoney(plan.priceCents, plan.currency)} />
          <TextField source="currency" label="Moeda" />
          <FunctionField<Plan> label="Período" sortBy="months" render={periodText} />
          <BooleanField source="highlight" label="Mais Popular" />
          <BooleanField source="active" label="Disponível" />
        </Datagrid>
      )}
    </List>
  )
}
