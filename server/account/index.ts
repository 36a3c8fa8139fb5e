/** What other areas use of the account. */
export { passwordMatches } from './passwords'
export { changePassword, requestEmailChange } from './accountSecurity'
export { acceptConsent, getMyConsents, recordSignupConsents } from './consents'
