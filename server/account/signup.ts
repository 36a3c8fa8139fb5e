import type { RequestHandler } from 'express'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { trialDaysOf } from '#domain/account'
import { documentKindFor, isDocumentKind } from '#domain/documents'
import { documentMessages } from '#domain/messages/documents'
import { accountSecurityMessages, signupMessages } from '#domain/messages/auth'
import { signupSchema, type SignupData, type SignupReply } from '#domain/signup'
import { describeUniqueViolation } from '#infra/errors/explainUniqueViolation'
import { countEmailTo, queueVerificationEmail } from '#infra/email/accountEmails'
import { flushEmailQueue } from '#infra/email/queueRunner'
import { isOutage } from '#infra/database/availability'
import { DomainError, invalidForm, type FieldError } from '#domain/errors'
import { genericMessages } from '#domain/messages/common'
import { filledByCollection } from '#utilities/createData'
import { recordSignupConsents } from './consents'

/** While the database is out of reach: the edge answers 503 with when to try again, like every route. */
const outage = () => new DomainError('unavailable', genericMessages.unavailable)

async function duplicates(payload: Payload, data: SignupData): Promise<FieldError[]> {
  const kind = documentKindFor(data.userType, data.country)
  const [emails, documents] = await Promise.all([
    payload.count({ collection: 'users', where: { email: { equals: data.email } } }),
    payload.count({ collection: data.userType === 'barber' ? 'barbers' : 'barbershops', where: { [kind]: { equals: data.document } } }),
  ])
  const errors: FieldError[] = []
  if (emails.totalDocs) errors.push({ field: 'email', message: signupMessages.emailTaken })
  if (documents.totalDocs) errors.push({ field: 'document', message: documentMessages[kind].taken })
  return errors
}

/** A step of the sign-up that failed, told in the spec's words (§8) and logged with its cause. */
class SignupStepFailed extends Error {
  constructor(
    readonly field: string,
    message: string,
    cause: unknown,
  ) {
    super(message, { cause })
  }
}

async function step<T>(field: string, message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw describeUniqueViolation(error) ? error : new SignupStepFailed(field, message, error)
  }
}

/**
 * POST /api/signup: creates the account, its role and its barber or barbershop record (with its
 * country, its CPF/CNPJ or NIF/NIPC and phone) in one database transaction, and queues the confirmation e-mail in it.
 * Answers 201 with the free days the account really has (none for a document whose trial was used,
 * so the screen and the e-mail promise no trial the panel then denies), or 400/409 with `{ errors: [{ field, message }] }` in the spec's words; a step that
 * fails says which (spec §8: 'Erro ao verificar documento. Tente novamente.', 'Erro ao criar
 * usuário', 'Erro ao criar perfil de barbeiro/barbearia', 'Erro ao criar conta.') with a 500, and
 * leaves nothing behind. The role is written with the user, and the profile is created whole, so
 * spec §8's 'Erro ao configurar tipo de conta' and 'Erro ao atualizar perfil…' have no step of
 * their own here. While the database is out of reach it answers 503, like every route.
 */
export function signup(payload: Payload): RequestHandler {
  return async (req, res) => {
    const parsed = signupSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw invalidForm(parsed.error.issues)
    const data = parsed.data
    let taken: FieldError[]
    try {
      taken = await duplicates(payload, data)
    } catch (error) {
      if (await isOutage(req, error)) throw outage()
      payload.logger.error({ err: error }, 'falha ao verificar documento no cadastro')
      throw DomainError.fields('failed', [{ field: 'document', message: signupMessages.documentCheckFailed }])
    }
    if (taken.length) throw DomainError.fields('conflict', taken)
    // The confirmation it sends counts with the others to that inbox (infra/email/accountEmails.ts):
    // signing up with a stranger's address, +tags of it, is no way around the cap.
    const allowance = await countEmailTo(payload, 'verification', data.email)
    if (!allowance.allowed) {
      res.setHeader('Retry-After', String(allowance.retryAfterSeconds))
      throw DomainError.fields('tooMany', [{ field: 'email', message: accountSecurityMessages.tooManyEmailsToAddress }])
    }

    const req2 = await createLocalReq({}, payload)
    await initTransaction(req2)
    let trialDays: number
    try {
      const user = await step('form', signupMessages.userFailed, () =>
        payload.create({
          collection: 'users',
          data: filledByCollection<'users', 'chatEmailNotifications' | 'invitationsEnabled'>({
            email: data.email,
            password: data.password,
            name: data.name,
            userType: data.userType,
            roles: [data.userType],
            phone: data.phone,
          }),
          disableVerificationEmail: true,
          depth: 0,
          req: req2,
        }),
      )
      const profile = { user: user.id, name: data.name, country: data.country, [documentKindFor(data.userType, data.country)]: data.document }
      await step('form', signupMessages.profileCreateFailed, () =>
        data.userType === 'barber'
          ? payload.create({ collection: 'barbers', data: { ...profile, phone: data.phone }, depth: 0, req: req2 })
          : payload.create({ collection: 'barbershops', data: { ...profile, whatsapp: data.phone }, depth: 0, req: req2 }),
      )
      // Signing up is accepting the terms and the policy in force (the form says so beside its button).
      await step('form', signupMessages.accountFailed, () => recordSignupConsents(payload, req2, user.id, req.ip))
      // The profile's hook has just told whether the document already had a trial (hooks/recordTrialDocument.ts).
      const created = await payload.findByID({ collection: 'users', id: user.id, depth: 0, req: req2 })
      trialDays = trialDaysOf(created)
      await queueVerificationEmail(payload, req2, {
        id: user.id,
        email: user.email,
        name: user.name,
        userType: user.userType,
        trialDocumentUsed: created.trialDocumentUsed,
      })
      await commitTransaction(req2)
    } catch (error) {
      await killTransaction(req2)
      if (await isOutage(req, error instanceof SignupStepFailed ? error.cause : error)) throw outage()
      // A concurrent sign-up with the same e-mail or document got there first.
      const unique = describeUniqueViolation(error)
      if (unique) {
        throw DomainError.fields(
          'conflict',
          unique.map((e) => ({ field: e.path && isDocumentKind(e.path) ? 'document' : (e.path ?? 'form'), message: e.message })),
        )
      }
      if (error instanceof SignupStepFailed) {
        payload.logger.error({ err: error.cause }, `falha no cadastro: ${error.message}`)
        throw DomainError.fields('failed', [{ field: error.field, message: error.message }])
      }
      payload.logger.error({ err: error }, 'falha ao criar conta')
      throw DomainError.fields('failed', [{ field: 'form', message: signupMessages.accountFailed }])
    }
    flushEmailQueue(payload)
    res.status(201).json({ email: data.email, userType: data.userType, trialDays } satisfies SignupReply)
  }
}
