import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { DomainError, invalidFields, invalidForm } from '#domain/errors'
import { genericMessages } from '#domain/messages/common'
import type { DatabaseAvailability } from '#infra/database/availability'
import { inPayloadShape } from '#infra/errors/answerDomainError'
import { translatePayloadError } from '#infra/errors/payloadErrors'
import { failureReply } from '#server/http/errors'

const up = { unavailable: async () => false, markDown: () => {} } as unknown as DatabaseAvailability
const reply = (error: unknown) => failureReply(error, up, pino({ level: 'silent' }), { url: '/x', method: 'POST' })

describe('one exit for errors', () => {
  it('answers a refusal of several fields with one entry per field, in order, as the routes wrote them by hand', async () => {
    const answer = await reply(
      DomainError.fields('conflict', [
        { field: 'email', message: 'A' },
        { field: 'document', message: 'B' },
      ]),
    )
    expect(answer.status).toBe(409)
    expect(JSON.stringify(answer.body)).toBe('{"errors":[{"field":"email","message":"A"},{"field":"document","message":"B"}]}')
    const form = await reply(
      invalidForm([
        { path: ['name'], message: 'N' },
        { path: ['name'], message: 'again' },
        { path: [], message: 'F' },
      ]),
    )
    expect(JSON.stringify(form.body)).toBe('{"errors":[{"field":"name","message":"N"},{"field":"form","message":"F"}]}')
  })

  it('keeps the single error as it was: its message first, then what the rule adds', async () => {
    const answer = await reply(new DomainError('tooMany', 'M', { field: 'email', code: 'X' }))
    expect([answer.status, JSON.stringify(answer.body)]).toEqual([429, '{"errors":[{"message":"M","field":"email","code":"X"}]}'])
  })

  it("says a DomainError's own words whatever its status, and nothing of anything else's 500", async () => {
    expect(await reply(DomainError.fields('failed', [{ field: 'form', message: 'Erro ao criar conta.' }]))).toEqual({
      status: 500,
      body: { errors: [{ field: 'form', message: 'Erro ao criar conta.' }] },
    })
    expect(await reply(new DomainError('unavailable', 'Pagamentos indisponíveis.'))).toEqual({
      status: 503,
      body: { errors: [{ message: 'Pagamentos indisponíveis.' }] },
    })
    expect(await reply(new Error('secret'))).toEqual({ status: 500, body: { errors: [{ message: genericMessages.internal }] } })
  })

  it("answers a hook's refusal through Payload's REST API as the edge answers it", async () => {
    const error = invalidFields([
      { path: 'cpf', message: 'C' },
      { path: 'state', message: 'S' },
    ])
    const { status, response } = inPayloadShape(error)
    expect(translatePayloadError(status, response)).toEqual(await reply(error))
  })
})
