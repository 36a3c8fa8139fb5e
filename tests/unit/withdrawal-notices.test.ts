import { describe, expect, it } from 'vitest'
import { applicationWithdrawnEmail } from '#domain/emails'
import { pushNotification } from '#domain/push'

const hide = (text: string) => text.replaceAll('11 98765-4321', '[contato oculto]')

describe('the shop told of a withdrawal (issue 40)', () => {
  it('by push, under the new-applicant switch, with the texts masked', () => {
    expect(pushNotification('newApplicant', { barberName: 'Rafa 11 98765-4321', jobTitle: 'Barbeiro', jobId: 7, withdrawn: true }, hide)).toEqual({
      title: 'Candidatura retirada',
      body: 'Rafa [contato oculto] retirou a candidatura à vaga Barbeiro',
      url: '/vaga/7/candidatos',
      tag: 'job-7',
    })
    expect(pushNotification('newApplicant', { barberName: 'Rafa', jobTitle: 'Barbeiro', jobId: 7 }, hide).title).toBe('Novo candidato')
  })

  it('by e-mail, with the link to the applicants', () => {
    const email = applicationWithdrawnEmail({ shopName: 'Barbearia X', barberName: 'Rafa', jobTitle: 'Barbeiro', baseUrl: 'https://navalha.test', jobId: 7 })
    expect(email.subject).toBe('Candidatura retirada: Barbeiro')
    expect(email.text).toContain('Rafa retirou a candidatura à vaga "Barbeiro".')
    expect(email.text).toContain('https://navalha.test/vaga/7/candidatos')
  })
})
