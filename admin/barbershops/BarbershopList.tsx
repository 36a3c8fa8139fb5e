import { Datagrid, DateField, FunctionField, List, SearchInput, SimpleList, TextField } from 'react-admin'
import type { Barbershop } from '#payload-types'
import { privacyMessages } from '#domain/privacy'
import { DeleteWithConfirm } from '../ui/DeleteWithConfirm'
import { formatRating, place } from '../ui/format'
import { simpleListSx, useIsSmall } from '../ui/useIsSmall'
import { useLoadError } from '../ui/useLoadError'

/** Spec §2 "Barbearias": name, city/state, CNPJ, rating (one decimal), registered date, delete with confirmation. */
export const BarbershopList = () => (
  <List
    title="Barbearias"
    sort={{ field: 'createdAt', order: 'DESC' }}
    filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Buscar por nome ou cidade" />]}
    queryOptions={useLoadError('barbearias')}
  >
    {useIsSmall() ? (
      <SimpleList<Barbershop>
        sx={simpleListSx}
        rowClick={false}
        primaryText={(shop) => shop.name}
        secondaryText={(shop) => [place(shop), shop.cnpj, `Avaliação ${formatRating(shop.rating)}`].filter(Boolean).join(' · ')}
        rightIcon={() => <DeleteWithConfirm what="barbearia" content={privacyMessages.profileDeleteErases} />}
      />
    ) : (
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" label="Nome" />
        <FunctionField<Barbershop> label="Cidade/Estado" render={place} />
        <TextField source="cnpj" label="CNPJ" emptyText="—" />
        <FunctionField<Barbershop> label="Avaliação" sortBy="rating" render={(shop) => formatRating(shop.rating)} />
        <DateField source="createdAt" label="Cadastrada em" locales="pt-BR" />
        <DeleteWithConfirm what="barbearia" content={privacyMessages.profileDeleteErases} />
      </Datagrid>
    )}
  </List>
)
