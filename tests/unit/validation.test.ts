import { describe, expect, it } from 'vitest'
import { z } from '#domain/validation'

describe('portugueseIssue', () => {
  it('words every kind of issue a schema leaves unworded', () => {
    const first = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message
    expect(first(z.object({ name: z.string() }), {})).toBe('Campo obrigatório.')
    expect(first(z.string(), 42)).toBe('Envie um texto.')
    expect(first(z.number(), 'dez')).toBe('Informe um número.')
    expect(first(z.number().int(), 1.5)).toBe('Informe um número inteiro.')
    expect(first(z.boolean(), 'sim')).toBe('Informe sim ou não.')
    expect(first(z.array(z.string()), 'a')).toBe('Envie uma lista.')
    expect(first(z.string().min(1), '')).toBe('Campo obrigatório.')
    expect(first(z.string().min(3), 'a')).toBe('Use pelo menos 3 caracteres.')
    expect(first(z.string().max(1000), 'x'.repeat(1001))).toBe('Use no máximo 1.000 caracteres.')
    expect(first(z.array(z.string()).min(1), [])).toBe('Escolha pelo menos 1 item.')
    expect(first(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe('Escolha no máximo 2 itens.')
    expect(first(z.number().min(18), 17)).toBe('Informe um valor a partir de 18.')
    expect(first(z.number().gt(0), 0)).toBe('Informe um valor maior que 0.')
    expect(first(z.number().max(100), 101)).toBe('Informe um valor até 100.')
    expect(first(z.number().lt(1), 1)).toBe('Informe um valor menor que 1.')
    expect(first(z.email(), 'a@')).toBe('Email inválido. Por favor, verifique o endereço.')
    expect(first(z.url(), 'não é link')).toBe('Endereço inválido. Use um link começando com http:// ou https://.')
    expect(first(z.string().regex(/^\d+$/), 'abc')).toBe('Formato inválido.')
    expect(first(z.enum(['barber', 'barbershop']), 'admin')).toBe('Escolha uma das opções.')
    expect(first(z.strictObject({}), { cpf: '1', hash: '2' })).toBe('Campos não reconhecidos: cpf, hash.')
    expect(first(z.union([z.string(), z.number()]), [])).toBe('Valor inválido.')
    expect(first(z.string().min(3, 'Título curto'), 'a')).toBe('Título curto')
  })
})
