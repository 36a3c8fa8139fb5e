import type { UseFormRegisterReturn } from 'react-hook-form'
import { TextField } from '../ui/Field'

/** A field registered with react-hook-form, with the message its schema gave it. */
type RegisteredField = { field: UseFormRegisterReturn; error?: string }

/** The current password, asked again before anything about the account changes. */
export function CurrentPasswordField({ field, error }: RegisteredField) {
  return <TextField label="Senha atual" type="password" autoComplete="current-password" required error={error} {...field} />
}

/** A new password and its confirmation, on every form that sets one (reset link, account security). */
export function NewPasswordFields({ password, confirmation }: { password: RegisteredField; confirmation: RegisteredField }) {
  return (
    <>
      <TextField
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        required
        hint="Use pelo menos 6 caracteres."
        error={password.error}
        {...password.field}
      />
      <TextField label="Confirme a nova senha" type="password" autoComplete="new-password" required error={confirmation.error} {...confirmation.field} />
    </>
  )
}
