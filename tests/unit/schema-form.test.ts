import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { loginSchema, signupSchema } from '#domain/signup'
import { signupMessages } from '#domain/messages/auth'
import { FORM_RULES_FAILED, lazySchema } from '#web/ui/schemaForm'
import { lazyResolver } from '#web/ui/lazyResolver'

/** What @hookform/resolvers/zod gave the auth forms: the first issue of each field. */
function firstIssues(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message
  return errors
}

describe('lazySchema', () => {
  it("gives a form the domain schema's verdict: its data, or each field's first message", async () => {
    const signup = lazySchema(() => Promise.resolve(signupSchema))
    const empty = { country: 'BR', userType: 'barber', name: '', document: '', phone: '', email: 'x', password: '123' }
    const refused = await signup.validate(empty)
    expect(refused.errors).toEqual(firstIssues(signupSchema.safeParse(empty)))
    expect(refused.errors?.email).toBe(signupMessages.emailInvalid)
    expect(refused.errors?.name).toBe('Informe seu nome completo.')

    const login = lazySchema(() => Promise.resolve(loginSchema))
    expect(await login.validate({ email: ' Ana@Example.com ', password: 'x' })).toEqual({ data: { email: 'Ana@Example.com', password: 'x' } })
  })

  it('agrees with the schema on any input (generated)', async () => {
    const login = lazySchema(() => Promise.resolve(loginSchema))
    await fc.assert(
      fc.asyncProperty(fc.record({ email: fc.oneof(fc.string(), fc.emailAddress()), password: fc.string() }), async (values) => {
        const direct = loginSchema.safeParse(values)
        const verdict = await login.validate(values)
        expect(verdict).toEqual(direct.success ? { data: direct.data } : { errors: firstIssues(direct) })
      }),
    )
  })

  it('fetches the schema once, and again after a failed fetch', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue(loginSchema)
    const login = lazySchema(load)
    login.preload()
    await expect(login.validate({ email: '', password: '' })).rejects.toThrow('chunk')
    expect((await login.validate({ email: '', password: '' })).errors?.password).toBe('Informe sua senha.')
    await login.validate({ email: 'a@b.co', password: 'x' })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("react-hook-form's resolver: without the rules a form is not sent (a root error, not a throw), and with them it checks as zod's", async () => {
    const load = vi.fn<() => Promise<typeof loginSchema>>().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue(loginSchema)
    const resolve = lazyResolver(lazySchema(load))
    const options = { fields: {}, shouldUseNativeValidation: undefined }
    const offline = await resolve({ email: 'a@b.co', password: 'x' }, undefined, options)
    expect(offline).toEqual({ values: {}, errors: { root: { type: 'rules', message: FORM_RULES_FAILED } } })
    const online = await resolve({ email: 'a@b.co', password: 'x' }, undefined, options)
    expect(online).toEqual({ values: { email: 'a@b.co', password: 'x' }, errors: {} })
  })
})
