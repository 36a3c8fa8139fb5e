import type { FieldHook } from 'payload'
import { deriveAccountStatus as derive } from '#domain/account'
import type { User } from '#payload-types'

/** accountStatus is virtual: computed on every read from the trial and subscription dates. */
export const deriveAccountStatus: FieldHook<User> = ({ data }) => (data ? derive(data) : undefined)
