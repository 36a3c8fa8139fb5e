import type { TextFieldSingleValidation } from 'payload'
import { normalizeWebsite } from '#domain/contact'
import { profileMessages } from '#domain/messages/profiles'

export const validateWebsiteUrl: TextFieldSingleValidation = (value) => (!value || normalizeWebsite(value) === value ? true : profileMessages.urlInvalid)
