import { describe, expect, it } from 'vitest'
import { translatePayloadError } from '#infra/errors/payloadErrors'

describe('translatePayloadError', () => {
  it('never shows the text of a server error', () => {
    expect(translatePayloadError(500, { errors: [{ message: 'Something went wrong.' }] })).toEqual({
      status: 500,
      body: { errors: [{ message: 'Erro interno. Tente novamente em instantes.' }] },
    })
  })

  it("turns Payload's unknown-route reply into our 404", () => {
    expect(translatePayloadError(404, { message: 'Route not found "/api/x"' })?.body).toEqual({ errors: [{ message: 'Recurso não encontrado.' }] })
  })

  it('answers in our shape, one entry per field, and in Portuguese where Payload left English', () => {
    const body = {
      errors: [
        {
          name: 'ValidationError',
          message: 'The following field is invalid: password',
          data: { collection: 'users', errors: [{ path: 'password', message: 'A senha deve ter pelo menos 6 caracteres.' }] },
        },
      ],
    }
    expect(translatePayloadError(400, body)).toEqual({
      status: 400,
      body: { errors: [{ field: 'password', message: 'A senha deve ter pelo menos 6 caracteres.' }] },
    })
    const relationship = translatePayloadError(400, {
      errors: [
        {
          message: 'O campo a seguir está inválido: Vaga',
          data: { errors: [{ path: 'job', message: 'This relationship field has the following invalid relationships: abc 0' }] },
        },
      ],
    })
    expect(relationship?.body.errors).toEqual([{ field: 'job', message: 'O item relacionado não existe ou foi removido.' }])
    expect(translatePayloadError(400, { errors: [{ message: 'The following path cannot be queried: cpf' }] })?.body.errors?.[0].message).toBe(
      'Não é possível filtrar ou ordenar pelo campo cpf.',
    )
    expect(translatePayloadError(400, { errors: [{ message: 'No User' }] })?.body.errors?.[0].message).toBe('Nenhuma sessão ativa.')
  })

  it("keeps a rule's message and lifts its details beside it", () => {
    expect(translatePayloadError(403, { errors: [{ message: 'Você não tem permissão para realizar esta ação.' }] })?.body).toEqual({
      errors: [{ message: 'Você não tem permissão para realizar esta ação.' }],
    })
    expect(
      translatePayloadError(409, {
        errors: [{ name: 'APIError', message: 'Você já se candidatou a esta vaga', data: { code: 'ALREADY_APPLIED', title: 'x' } }],
      })?.body,
    ).toEqual({ errors: [{ message: 'Você já se candidatou a esta vaga', code: 'ALREADY_APPLIED', title: 'x' }] })
    expect(translatePayloadError(400, 'texto')).toBeUndefined()
    expect(translatePayloadError(404, { message: 'sem lista de erros' })).toBeUndefined()
  })
})
