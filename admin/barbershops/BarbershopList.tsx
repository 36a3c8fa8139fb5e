import { Datagrid, DateField, FunctionField, List, SearchInput, TextField } from 'react-admin'
import type { Barbershop } from '../../payload-types'
import { DeleteWithConfirm } from '../ui/DeleteWithConfirm'
import { formatRating, place } from '../ui/format'
import { useLoadError } from '../ui/useLoadError'

/** Spec §2 "Barbearias": name, city/state, CNPJ, rating (one decimal), registered date, delete with confirmation. */
export const BarbershopList = () => (
  <List
    title="Barbearias"
    sort={{ field: 'createdAt', order: 'DESC' }}
    filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Buscar por nome ou cidade" />]}
    queryOptions={useLoadError('barbearias')}
  >
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="name" label="Nome" />
      <FunctionField<Barbershop> label="Cidade/Estado" render={place} />
      <TextField source="cnpj" label="CNPJ" emptyText="—" />
      <FunctionField<Barbershop> label="Avaliação" sortBy="rating" render={(shop) => formatRating(shop.rating)} />
      <DateField source="createdAt" label="Cadastrada em" locales="pt-BR" />
      <DeleteWithConfirm what="barbearia" />
    </Datagrid>
  </List>
)
