import { invalidFields } from '#domain/errors'
import { type CollectionBeforeOperationHook } from 'payload'
import { PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '#domain/signup'
import { signupMessages } from '#domain/messages/auth'

/**
 * Passwords have at least 6 characters (spec §5) on every path that sets one: account creation,
 * a profile update and the reset-password link. Payload's own minimum is 3.
 */
export const enforcePasswordPolicy: CollectionBeforeOperationHook<'users'> = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (password === undefined || password === null) return args
  if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw invalidFields([{ path: 'password', message: signupMessages.passwordTooShort }])
  }
  return args
}
