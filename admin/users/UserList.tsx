import { Datagrid, DateField, FunctionField, List, SelectField, SimpleList, TextField, TopToolbar } from 'react-admin'
import { accountStatusLabels, type AccountStatus } from '#domain/account'
import { roleLabels, USER_TYPES, userTypeLabels, type Role } from '#domain/roles'
import type { User } from '#payload-types'
import { AccountStatusField } from '../ui/AccountStatusField'
import { simpleListSx, useIsMedium, useIsSmall } from '../ui/useIsSmall'
import { useLoadError } from '../ui/useLoadError'
import { NameWithEmail, WrappingEmailField } from '../ui/WrappingEmail'
import { AccountPrivacyButtons } from './AccountPrivacyButtons'
import { AddUserButton } from './AddUserButton'
import { ToggleAdminButton } from './ToggleAdminButton'
import { userFilters } from './userFilters'

/**
 * Spec §2 "Usuários": name, e-mail, type, account status, roles, created date, toggle admin. Below
 * 1200 px the e-mail goes under the name and the actions are icons, so the table fits 1024 px.
 */
export const UserList = () => {
  const medium = useIsMedium()
  return (
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
          {medium ? (
            <FunctionField<User> source="name" label="Nome e e-mail" render={(user) => <NameWithEmail name={user.name} email={user.email} />} />
          ) : (
            <TextField source="name" label="Nome" />
          )}
          {!medium && <WrappingEmailField source="email" label="Email" />}
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
}
