import type { TextFieldSingleValidation } from 'payload'
import { normalizeInstagram } from '#domain/contact'
import { profileMessages } from '#domain/messages/profiles'

export const validateInstagramHandle: TextFieldSingleValidation = (value) =>
  !value || normalizeInstagram(value) === value ? true : profileMessages.instagramInvalid
