import { accountMessages, loginMessages } from '#domain/messages/auth'
import { genericMessages } from '#domain/messages/common'

/** Payload speaks Portuguese (its `pt` translations); these few texts are reworded to the spec's own words (§8). */
export const translationOverrides = {
  error: {
    emailOrPasswordIncorrect: loginMessages.invalidCredentials,
    unverifiedEmail: loginMessages.emailNotVerified,
    notAllowedToPerformAction: accountMessages.forbidden,
    unauthorized: 'Você precisa estar logado para fazer isso.',
    tokenInvalidOrExpired: 'Link inválido ou expirado. Solicite um novo.',
    valueMustBeUnique: genericMessages.valueTaken,
  },
  validation: {
    required: genericMessages.required,
  },
}
