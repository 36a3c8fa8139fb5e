import { BooleanInput, Datagrid, FunctionField, List, NumberField, SearchInput, SimpleList, TextField } from 'react-admin'
import type { Barber } from '#payload-types'
import { privacyMessages } from '#domain/privacy'
import { DeleteWithConfirm } from '../ui/DeleteWithConfirm'
import { formatRating, place } from '../ui/format'
import { RowActions } from '../ui/RowActions'
import { simpleListSx, useIsMedium, useIsSmall } from '../ui/useIsSmall'
import { useLoadError } from '../ui/useLoadError'
import { NameWithEmail, WrappingEmailField } from '../ui/WrappingEmail'
import { ToggleVerifiedButton } from './ToggleVerifiedButton'

type BarberRow = Barber & { account?: { email: string } | null }

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar por nome ou cidade" />,
  <BooleanInput key="verified" source="verified" label="Verificados" />,
]

/**
 * Spec §2 "Barbeiros": name, e-mail, city/state, experience years, rating, verified toggle, delete
 * with confirmation. Below 1200 px the e-mail goes under the name and the actions are icons.
 */
export const BarberList = () => {
  const medium = useIsMedium()
  return (
    <List title="Barbeiros" sort={{ field: 'createdAt', order: 'DESC' }} filters={filters} queryOptions={useLoadError('barbeiros')}>
      {useIsSmall() ? (
        <SimpleList<BarberRow>
          sx={simpleListSx}
          rowClick={false}
          primaryText={(barber) => barber.name}
          secondaryText={(barber) =>
            [barber.account?.email, place(barber), `${barber.experienceYears ?? 0} anos`, `Avaliação ${formatRating(barber.rating)}`]
              .filter(Boolean)
              .join(' · ')
          }
          rightIcon={() => (
            <RowActions>
              <ToggleVerifiedButton />
              <DeleteWithConfirm what="barbeiro" content={privacyMessages.profileDeleteErases} />
            </RowActions>
          )}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          {medium ? (
            <FunctionField<BarberRow>
              source="name"
              label="Nome e e-mail"
              render={(barber) => <NameWithEmail name={barber.name} email={barber.account?.email} />}
            />
          ) : (
            <TextField source="name" label="Nome" />
          )}
          {!medium && <WrappingEmailField source="account.email" label="Email" emptyText="—" sortable={false} />}
          <FunctionField<BarberRow> label="Cidade/Estado" render={place} />
          <NumberField source="experienceYears" label="Experiência (anos)" />
          <FunctionField<BarberRow> label="Avaliação" sortBy="rating" render={(barber) => formatRating(barber.rating)} />
          <ToggleVerifiedButton label="Verificado" />
          <DeleteWithConfirm what="barbeiro" content={privacyMessages.profileDeleteErases} />
        </Datagrid>
      )}
    </List>
  )
}
