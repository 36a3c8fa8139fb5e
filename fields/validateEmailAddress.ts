import type { EmailFieldValidation } from 'payload'
import { isValidEmail } from '#domain/contact'
import { signupMessages } from '#domain/messages/auth'
import { genericMessages } from '#domain/messages/common'

/**
 * The account's e-mail fields check the rule sign-up and the e-mail change check
 * (domain/schemaParts.ts `emailAddress`), so the console and Payload's API store no address those
 * would refuse, with the same Portuguese message.
 */
export const validateEmailAddress: EmailFieldValidation = (value, { required }) => {
  if (!value) return required ? genericMessages.required : true
  return isValidEmail(value) ? true : signupMessages.emailInvalid
}
