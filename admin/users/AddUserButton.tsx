import PersonAddIcon from '@mui/icons-material/PersonAdd'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useState } from 'react'
import { Button, CreateBase, PasswordInput, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useNotify, useRefresh } from 'react-admin'
import { adminMessages } from '#domain/messages/admin'
import { USER_TYPES, userTypeLabels } from '#domain/roles'

const USER_TYPE_CHOICES = USER_TYPES.map((id) => ({ id, name: userTypeLabels[id] }))

type NewUser = { name?: string; email?: string; password?: string; userType?: string }

/** Spec §5: name, e-mail and password are all required, with one message for the three. */
const validate = (values: NewUser) =>
  values.name?.trim() && values.email?.trim() && values.password
    ? {}
    : { name: adminMessages.fillAllFields, email: adminMessages.fillAllFields, password: adminMessages.fillAllFields }

/** 'Adicionar Usuário' (spec §2): a dialog with name, e-mail, password and user type. */
export const AddUserButton = () => {
  const [open, setOpen] = useState(false)
  const notify = useNotify()
  const refresh = useRefresh()
  return (
    <>
      <Button label="Adicionar Usuário" onClick={() => setOpen(true)}>
        <PersonAddIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="add-user-title">
        <DialogTitle id="add-user-title">Adicionar Usuário</DialogTitle>
        <DialogContent sx={{ p: 0 }}>
          <CreateBase
            resource="usuarios"
            redirect={false}
            mutationOptions={{
              onSuccess: () => {
                notify(adminMessages.userCreated, { type: 'success' })
                setOpen(false)
                refresh()
              },
              onError: (error) => notify(`${adminMessages.createUserFailed}: ${error instanceof Error ? error.message : ''}`, { type: 'error' }),
            }}
          >
            <SimpleForm
              validate={validate}
              defaultValues={{ userType: 'barber' }}
              toolbar={
                <Toolbar>
                  <SaveButton label="Criar usuário" alwaysEnable />
                </Toolbar>
              }
            >
              <TextInput source="name" label="Nome" fullWidth />
              <TextInput source="email" label="Email" type="email" fullWidth />
              <PasswordInput source="password" label="Senha" fullWidth />
              <SelectInput source="userType" label="Tipo de usuário" choices={USER_TYPE_CHOICES} fullWidth />
            </SimpleForm>
          </CreateBase>
        </DialogContent>
      </Dialog>
    </>
  )
}
