import type { CollectionConfig } from 'payload'
import { adminOrSelf } from './access/adminOrSelf'
import { isAdmin } from '#access/isAdmin'
import { nobody } from '#access/nobody'
import { ACCOUNT_STATUSES, accountStatusLabels, SUBSCRIPTION_STATUSES, subscriptionStatusLabels, trialDaysOf } from '#domain/account'
import { passwordResetEmail, verificationEmail } from '#domain/emails'
import { ROLES, roleLabels, USER_TYPES, userTypeLabels } from '#domain/roles'
import { RESET_TOKEN_TTL_MS } from '#domain/signup'
import { announceAccountChange, announceAccountDeletion, announceLogout, announceReset } from './hooks/announceSessionChanges'
import { deleteDependents } from '#hooks/deleteDependents'
import { eraseNotDelete } from '#hooks/eraseNotDelete'
import { refuseWritesToRemoved } from '#hooks/refuseWritesToRemoved'
import { denyBulkWrites } from '#hooks/denyBulkWrites'
import { enforcePasswordPolicy } from './hooks/enforcePasswordPolicy'
import { keepLastAdminAccount, keepLastAdminRole, refuseBulkAccountChanges } from './hooks/keepLastAdmin'
import { deriveAccountStatus } from '#fields/deriveAccountStatus'
import { normalizeDisplayText } from '#fields/normalizeDisplayText'
import { normalizePhoneNumber } from '#fields/normalizePhoneNumber'
import { maskPublicTexts } from '#hooks/maskPublicTexts'
import { requireProofForCredentials } from './hooks/requireProofForCredentials'
import { rolesFromUserType } from './hooks/rolesFromUserType'
import { queueVerificationEmail, takeOverVerificationEmail } from './hooks/queueVerificationEmail'
import { setTrialPeriod } from './hooks/setTrialPeriod'
import { validatePhoneNumber } from '#fields/validatePhoneNumber'
import { validateEmailAddress } from '#fields/validateEmailAddress'
import { refreshPublicPagesAfterChange, refreshPublicPagesAfterDelete } from '#hooks/refreshPublicPages'

const publicUrl = (req: { payload: { config: { serverURL: string } } }) => req.payload.config.serverURL

/** The name shows to others (a review's author), so it is stored with contacts hidden (decision 0029). */
const publicTexts = maskPublicTexts('users')

const SESSION_SECONDS = 7 * 24 * 60 * 60

/** Accounts: e-mail and password, type and roles, trial and subscription. */
export const createUsers = ({ secureCookies }: { secureCookies: boolean }): CollectionConfig => ({
  slug: 'users',
  labels: { singular: 'Usuário', plural: 'Usuários' },
  admin: { useAsTitle: 'email' },
  auth: {
    tokenExpiration: SESSION_SECONDS,
    useSessions: true,
    // The session lives in an HttpOnly cookie; scripts never see the token.
    removeTokenFromResponses: true,
    // Payload's lockout locks an account for everyone after 5 wrong passwords from anywhere; failed
    // logins are limited per account and address instead (server/http/rateLimits.ts, decision 0016).
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax', secure: secureCookies },
    verify: {
      generateEmailSubject: () => verificationEmail({ url: '' }).subject,
      generateEmailHTML: ({ req, token, user }) =>
        verificationEmail({
          name: user?.name,
          url: `${publicUrl(req!)}/verificar-email?token=${encodeURIComponent(token!)}`,
          trialDays: trialDaysOf(user ?? {}),
        }).html,
    },
    forgotPassword: {
      expiration: RESET_TOKEN_TTL_MS,
      generateEmailSubject: () => passwordResetEmail({ url: '' }).subject,
      generateEmailHTML: (args) =>
        passwordResetEmail({
          name: (args?.user as { name?: string } | undefined)?.name,
          url: `${publicUrl(args!.req!)}/recuperar-senha?token=${encodeURIComponent(args!.token!)}`,
        }).html,
    },
  },
  access: {
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    // Payload lets any signed-in user call unlock; there is no lockout to lift, and it stays admin-only.
    unlock: isAdmin,
  },
  hooks: {
    beforeDelete: [
      eraseNotDelete,
      keepLastAdminAccount,
      deleteDependents([
        { collection: 'barbers', field: 'user' },
        { collection: 'barbershops', field: 'user' },
        { collection: 'saved-jobs', field: 'user' },
        { collection: 'support-tickets', field: 'user' },
        { collection: 'media', field: 'user' },
        { collection: 'quota-uses', field: 'user' },
        { collection: 'consents', field: 'user' },
        { collection: 'job-alert-deliveries', field: 'user' },
        { collection: 'job-alerts', field: 'user' },
      ]),
    ],
    beforeOperation: [denyBulkWrites, refuseBulkAccountChanges, enforcePasswordPolicy, takeOverVerificationEmail],
    beforeValidate: [rolesFromUserType],
    beforeChange: [refuseWritesToRemoved, requireProofForCredentials, setTrialPeriod, keepLastAdminRole, publicTexts.beforeChange],
    // Names, plans (the 'Destaque' perk) and account status show on public pages; the chat's
    // sockets follow the account's sessions and status.
    afterChange: [publicTexts.afterChange, refreshPublicPagesAfterChange, queueVerificationEmail, announceAccountChange],
    afterDelete: [refreshPublicPagesAfterDelete, announceAccountDeletion],
    afterLogout: [announceLogout],
    afterOperation: [announceReset],
  },
  fields: publicTexts.fields([
    // Payload's own e-mail field (merged with this one), checked by the rule sign-up checks.
    { name: 'email', type: 'email', required: true, unique: true, validate: validateEmailAddress },
    { name: 'name', label: 'Nome', type: 'text', required: true, maxLength: 120, hooks: { beforeValidate: [normalizeDisplayText] } },
    {
      name: 'userType',
      label: 'Tipo de conta',
      type: 'select',
      options: USER_TYPES.map((value) => ({ value, label: userTypeLabels[value] })),
      access: { update: isAdmin },
    },
    {
      name: 'roles',
      label: 'Papéis',
      type: 'select',
      hasMany: true,
      options: ROLES.map((value) => ({ value, label: roleLabels[value] })),
      defaultValue: [],
      access: { create: isAdmin, update: isAdmin },
    },
    {
      name: 'phone',
      label: 'Telefone',
      type: 'text',
      hooks: { beforeValidate: [normalizePhoneNumber] },
      validate: validatePhoneNumber(),
    },
    { name: 'trialEndsAt', label: 'Fim do teste', type: 'date', access: { create: isAdmin, update: isAdmin } },
    {
      name: 'accountStatus',
      label: 'Situação da conta',
      type: 'select',
      virtual: true,
      options: ACCOUNT_STATUSES.map((value) => ({ value, label: accountStatusLabels[value] })),
      hooks: { afterRead: [deriveAccountStatus] },
      access: { create: () => false, update: () => false },
    },
    {
      name: 'subscriptionStatus',
      label: 'Assinatura',
      type: 'select',
      options: SUBSCRIPTION_STATUSES.map((value) => ({ value, label: subscriptionStatusLabels[value] })),
      defaultValue: 'none',
      access: { create: isAdmin, update: isAdmin },
    },
    { name: 'subscriptionProductId', type: 'text', access: { create: isAdmin, update: isAdmin } },
    /** The end of the paid period (Stripe's current_period_end); the plan renews or ends then. */
    { name: 'subscriptionEnd', type: 'date', access: { create: isAdmin, update: isAdmin } },
    /** The plan paid for, so quotas and perks read the plan record (server/billing writes it). */
    { name: 'subscriptionPlan', type: 'relationship', relationTo: 'plans', access: { create: isAdmin, update: isAdmin } },
    /** Until when a subscription whose renewal failed (past_due) keeps access (decision 0021). */
    { name: 'subscriptionGraceEndsAt', type: 'date', access: { create: isAdmin, update: isAdmin } },
    /** When a cancellation made in the portal ends the subscription, which stays paid until then; empty while it renews (decision 0055). */
    { name: 'subscriptionCancelAt', type: 'date', access: { create: isAdmin, update: isAdmin } },
    // Stripe's own ids: written by billing (server/billing) alone, read by admins.
    { name: 'stripeSubscriptionId', type: 'text', index: true, access: { read: isAdmin, create: nobody, update: nobody } },
    { name: 'stripeCustomerId', type: 'text', index: true, access: { read: isAdmin, create: nobody, update: nobody } },
    /**
     * The chat's unread e-mail (server/chat/unreadEmails.ts): on until the user turns it off on
     * /conta/seguranca or through the link in the e-mail. Only the user and admins change it.
     */
    { name: 'chatEmailNotifications', label: 'E-mail de mensagens não lidas', type: 'checkbox', required: true, defaultValue: true },
    /**
     * The annual plan's 'Nova vaga em {cidade}' e-mails (collections/Jobs/hooks/alertEarlyAccessBarbers.ts):
     * on until the barber turns them off on /conta/seguranca or through the e-mail's one-click link
     * (decision 0068). Empty reads as on.
     */
    { name: 'earlyAccessEmails', label: 'Avisos de novas vagas (plano Anual)', type: 'checkbox', defaultValue: true },
    /**
     * Whether shops may invite this barber to their jobs (decision 0067): on until the barber turns
     * it off on /conta/seguranca or through the one-click link of an invitation e-mail. Only the
     * user and admins change it; off, POST /api/invitations to the barber answers 403.
     */
    { name: 'invitationsEnabled', label: 'Receber convites de barbearias', type: 'checkbox', required: true, defaultValue: true },
    /** When the pending e-mail confirmation link stops working (Payload's own tokens never expire). */
    { name: 'verificationExpiresAt', type: 'date', hidden: true, access: { create: nobody, update: nobody } },
    /**
     * Payload's own e-mail confirmation flag, which any signed-in account could write on itself
     * (its default access): set by the confirmation link, and by admins (support) only.
     */
    { name: '_verified', type: 'checkbox', access: { create: isAdmin, update: isAdmin } },
    /**
     * An e-mail change waiting for its link to be opened (server/account/accountSecurity.ts); until
     * then the account keeps its e-mail. Written by that route only; the token is kept hashed.
     */
    {
      name: 'pendingEmail',
      label: 'Novo email aguardando confirmação',
      type: 'email',
      validate: validateEmailAddress,
      access: { create: nobody, update: nobody },
    },
    { name: 'emailChangeTokenHash', type: 'text', hidden: true, index: true, access: { create: nobody, update: nobody } },
    { name: 'emailChangeExpiresAt', type: 'date', hidden: true, access: { create: nobody, update: nobody } },
    /**
     * When the account was deleted at its owner's request (server/privacy/store.ts): the row
     * stays as 'Conta removida' so what others hold (a hire, a conversation, a review) keeps its
     * counterpart, with no login and no personal data left in it.
     */
    { name: 'removedAt', type: 'date', index: true, access: { create: nobody, update: nobody } },
    /** The account's document had already had a free trial on another account: it started without one (decision 0035). */
    { name: 'trialDocumentUsed', type: 'checkbox', access: { create: nobody, update: nobody } },
  ]),
})
