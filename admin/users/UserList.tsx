import { Datagrid, DateField, EmailField, FunctionField, List, SelectField, SimpleList, TextField, TopToolbar } from 'react-admin'
import { accountStatusLabels, type AccountStatus } from '#domain/account'
import { roleLabels, USER_TYPES, userTypeLabels, type Role } from '#domain/roles'
import type { User } from '#payload-types'
import { AccountStatusField } from '../ui/AccountStatusField'
import { simpleListSx, useIsSmall } from '../ui/useIsSmall'
import { useLoadError } from '../ui/useLoadError'
import { AccountPrivacyButtons } from './AccountPrivacyButtons'
import { AddUserButton } from './AddUserButton'
import { ToggleAdminButton } from './ToggleAdminButton'
import { userFilters } from './userFilters'

/** Spec §2 "Usuários": name, e-mail, type, account status, roles, created date, toggle admin. */
export const UserList = () => (
  <List
    title="Usuários"
    sort={{ field: 'createdAt', order: 'DESC' }}
    filters={userFilters}
    actions={
      <TopToolbar>
        <AddUserButton />
      </TopToolbar>
    }
    queryOptions={useLoadError('usuários')}
  >
    {useIsSmall() ? (
      <SimpleList<User>
        sx={simpleListSx}
        rowClick={false}
        primaryText={(user) => user.name}
        secondaryText={(user) =>
          [user.email, user.userType ? userTypeLabels[user.userType] : null, accountStatusLabels[user.accountStatus as AccountStatus] ?? user.accountStatus]
            .filter(Boolean)
            .join(' · ')
        }
        rightIcon={() => <ToggleAdminButton />}
      />
    ) : (
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" label="Nome" />
        <EmailField source="email" label="Email" />
        <SelectField source="userType" label="Tipo" choices={USER_TYPES.map((id) => ({ id, name: userTypeLabels[id] }))} emptyText="—" />
        <AccountStatusField label="Situação" />
        <FunctionField<User> label="Papéis" render={(user) => (user.roles ?? []).map((role) => roleLabels[role as Role] ?? role).join(', ') || '—'} />
        <DateField source="createdAt" label="Criado em" locales="pt-BR" />
        <ToggleAdminButton label="Admin" />
        <AccountPrivacyButtons label="Dados (LGPD)" />
      </Datagrid>
    )}
  </List>
)
