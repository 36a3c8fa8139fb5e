import { BooleanField, Datagrid, FunctionField, List, SelectField, TextField } from 'react-admin'
import { formatMoney, type Currency } from '../../domain/money'
import { USER_TYPES, userTypeLabels } from '../../domain/roles'
import type { Plan } from '../../payload-types'

/** The plans of both audiences, as /planos and the landing show them. */
export const PlanList = () => (
  <List title="Planos" sort={{ field: 'sortOrder', order: 'ASC' }} perPage={25}>
    <Datagrid bulkActionButtons={false} rowClick="edit">
      <SelectField source="audience" label="Para" choices={USER_TYPES.map((id) => ({ id, name: userTypeLabels[id] }))} />
      <TextField source="name" label="Nome" />
      <FunctionField<Plan> label="Preço" sortBy="priceCents" render={(plan) => formatMoney(plan.priceCents, plan.currency as Currency)} />
      <FunctionField<Plan> label="Período" sortBy="months" render={(plan) => `a cada ${plan.months} ${plan.months === 1 ? 'mês' : 'meses'}`} />
      <BooleanField source="highlight" label="Mais Popular" />
    </Datagrid>
  </List>
)
