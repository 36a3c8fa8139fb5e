import { SearchInput, SelectInput } from 'react-admin'
import { USER_TYPES, userTypeLabels } from '#domain/roles'

/**
 * Search by name or e-mail, and filters by type. The account status is derived when a user is
 * read (trial end, subscription), so it is shown, not filtered on.
 */
export const userFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar por nome ou email" />,
  <SelectInput key="userType" source="userType" label="Tipo" choices={USER_TYPES.map((id) => ({ id, name: userTypeLabels[id] }))} />,
  <SelectInput
    key="subscriptionStatus"
    source="subscriptionStatus"
    label="Assinatura"
    choices={[
      { id: 'active', name: 'Ativa' },
      { id: 'none', name: 'Nenhuma' },
    ]}
  />,
]
