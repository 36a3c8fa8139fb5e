import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SanitizedCollectionConfig } from 'payload'
import { structureJobPay } from '#collections/Jobs/hooks/structureJobPay'
import { publicText } from '#infra/contactMasking'
import type { Job } from '#payload-types'
import { contactTextArb } from '../helpers/contactArbitraries'

const pays = [
  'R$ 17.934/mês',
  'R$ 2.500',
  'Salário de R$ 2.000 a R$ 3.000',
  '50% de comissão',
  'R$ 1.500 + 40%',
  'Diária de R$ 150',
  '35 por corte',
  'A combinar',
]

/** The hook as Payload calls it on a create that sends the spec's free-text salary alone. */
function stored(salary: string): Partial<Job> {
  const data = { salary } as Partial<Job>
  structureJobPay({ collection: { slug: 'jobs' } as SanitizedCollectionConfig, data, originalDoc: undefined } as never)
  return data
}

describe('a contact written in the free-text salary', () => {
  it('is never read for amounts: the public salary and note show none of it, whatever the pay around it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...pays), fc.constantFrom(' · ', ', ', ' - ', ' '), contactTextArb, (pay, joiner, contact) => {
        const written = `${pay}${joiner}${contact.text}`.slice(0, 120)
        fc.pre(contact.secrets.every((secret) => written.includes(secret)))
        const data = stored(written)
        for (const field of [data.salary, data.payNote]) {
          const shown = publicText(field ?? '')
          for (const secret of contact.secrets) expect(shown, `«${written}» mostra «${secret}»`).not.toContain(secret)
        }
      }),
      { numRuns: 400 },
    )
  })

  it('keeps the whole text as the note, for its author, and reads a pay without a contact as before', () => {
    expect(stored('R$ 2.500 · Chama no 11 96117-4512')).toMatchObject({ payKind: null, payNote: 'R$ 2.500 · Chama no 11 96117-4512' })
    expect(stored('R$ 2.500')).toMatchObject({ payKind: 'monthly', payMin: 250000 })
  })
})
