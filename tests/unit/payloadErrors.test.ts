import { describe, expect, it } from 'vitest'
import { translatePayloadError } from '../../server/http/payloadErrors'

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

  it('translates the messages Payload leaves in English, keeping the field errors where forms read them', () => {
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
      body: {
        errors: [
          {
            name: 'ValidationError',
            message: 'Alguns campos estão inválidos. Verifique os dados enviados.',
            data: { collection: 'users', errors: [{ path: 'password', message: 'A senha deve ter pelo menos 6 caracteres.' }] },
          },
        ],
      },
    })
    const relationship = translatePayloadError(400, {
      errors: [
        {
          message: 'O campo a seguir está inválido: Vaga',
          data: { errors: [{ path: 'job', message: 'This relationship field has the following invalid relationships: abc 0' }] },
        },
      ],
    })
    expect(relationship?.body.errors?.[0].data?.errors?.[0].message).toBe('O item relacionado não existe ou foi removido.')
    expect(translatePayloadError(400, { errors: [{ message: 'The following path cannot be queried: cpf' }] })?.body.errors?.[0].message).toBe(
      'Não é possível filtrar ou ordenar pelo campo cpf.',
    )
    expect(translatePayloadError(400, { errors: [{ message: 'No User' }] })?.body.errors?.[0].message).toBe('Nenhuma sessão ativa.')
  })

  it('leaves Portuguese answers alone', () => {
    expect(translatePayloadError(403, { errors: [{ message: 'Você não tem permissão para realizar esta ação.' }] })).toBeUndefined()
    expect(translatePayloadError(409, { errors: [{ message: 'Você já se candidatou a esta vaga', data: { title: 'x' } }] })).toBeUndefined()
    expect(translatePayloadError(400, 'texto')).toBeUndefined()
  })
})
