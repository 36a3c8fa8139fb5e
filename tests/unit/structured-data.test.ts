import { describe, expect, it } from 'vitest'
import type { JobDetails } from '#domain/jobDetails'
import { barberShopLd, descriptionHtml, jobPostingLd, jobPostingProblems, personLd } from '#domain/structuredData'

const base = 'https://navalha.example'

const details = (job: Partial<JobDetails['job']> = {}, shop: Partial<JobDetails['shop']> = {}): JobDetails => ({
  job: {
    id: 7,
    title: 'Barbeiro visagista',
    description: 'Procuramos barbeiro.\n\nSalão com <ar-condicionado> & café.',
    status: 'active',
    salary: 'R$ 2.500/mês',
    payKind: 'monthly',
    payMin: 250000,
    payMax: null,
    payCommission: null,
    payNote: null,
    rent: null,
    schedule: null,
    contractType: 'part_time',
    experienceRequired: 2,
    urgent: false,
    openings: 1,
    expiredAt: null,
    country: 'BR',
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-02T12:00:00.000Z',
    publishedAt: '2026-11-10T12:00:00.000Z',
    screeningQuestions: [],
    ...job,
  },
  shop: {
    id: 3,
    name: 'Barbearia Achada',
    city: 'Campinas',
    state: 'SP',
    district: 'Cambuí',
    country: 'BR',
    address: 'Rua X, 10',
    description: null,
    instagram: '@achada',
    website: 'https://achada.example',
    logoUrl: '/media/logo.png',
    verified: true,
    rating: 4.5,
    ...shop,
  },
  viewer: null,
})

describe('jobPostingLd', () => {
  it("meets Google's required and recommended fields", () => {
    const markup = jobPostingLd(details(), base)
    expect(jobPostingProblems(markup)).toEqual([])
    expect(markup).toMatchObject({
      datePosted: '2026-11-10T12:00:00.000Z',
      validThrough: '2027-01-09T12:00:00.000Z',
      employmentType: 'PART_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Barbearia Achada', logo: 'https://navalha.example/media/logo.png' },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'BRL', value: { '@type': 'QuantitativeValue', value: 2500, unitText: 'MONTH' } },
      experienceRequirements: { monthsOfExperience: 24 },
      directApply: true,
    })
  })

  it('never carries a contact of the shop', () => {
    const text = JSON.stringify(jobPostingLd(details(), base))
    for (const contact of ['achada.example"', '@achada', 'Rua X']) expect(text).not.toContain(contact)
  })

  it('states the salary in euros for Portugal, per day for a day rate, and none for a commission', () => {
    expect(
      jobPostingLd(details({ country: 'PT', payKind: 'daily', payMin: 6000, payMax: 8000 }, { country: 'PT', state: 'Lisboa', city: 'Lisboa' }), base),
    ).toMatchObject({
      baseSalary: { currency: 'EUR', value: { minValue: 60, maxValue: 80, unitText: 'DAY' } },
      jobLocation: { address: { addressCountry: 'PT', addressLocality: 'Lisboa' } },
    })
    expect(jobPostingLd(details({ payKind: 'commission', payMin: 50 }), base)).not.toHaveProperty('baseSalary')
    expect(jobPostingLd(details({ payKind: null, payMin: null }), base)).not.toHaveProperty('baseSalary')
  })

  it("never states a chair rental's rent as its salary, and dates it by its publication (issue 40)", () => {
    const rental = { contractType: 'chair_rental', rent: { amount: 15000, period: 'week' as const }, salary: null, payKind: null, payMin: null }
    const ld = jobPostingLd(details(rental), base)!
    expect(ld.baseSalary).toBeUndefined()
    expect(JSON.stringify(ld)).not.toContain('150')
    expect(jobPostingProblems(ld)).toEqual([])
    expect(ld.datePosted).toBe('2026-11-10T12:00:00.000Z')
    // A pay the shop also offers is pay.
    const withPay = jobPostingLd(details({ ...rental, payKind: 'daily', payMin: 5000 }), base)!
    expect(withPay.baseSalary).toMatchObject({ value: { value: 50, unitText: 'DAY' } })
  })

  it('gives a closed job no markup', () => expect(jobPostingLd(details({ status: 'inactive' }), base)).toBeNull())

  it('writes the description as escaped HTML paragraphs', () => {
    expect(descriptionHtml('Um\nDois\n\nTrês <b> & "x"')).toBe('<p>Um<br>Dois</p><p>Três &lt;b&gt; &amp; &quot;x&quot;</p>')
  })
})

describe('jobPostingProblems', () => {
  const good = () => jobPostingLd(details(), base) as Record<string, unknown>
  it.each([
    ['title', (markup: Record<string, unknown>) => delete markup.title, 'title é obrigatório'],
    ['description', (markup: Record<string, unknown>) => delete markup.description, 'description é obrigatória'],
    ['datePosted', (markup: Record<string, unknown>) => (markup.datePosted = 'ontem'), 'datePosted deve ser uma data ISO 8601'],
    ['hiringOrganization', (markup: Record<string, unknown>) => delete markup.hiringOrganization, 'hiringOrganization (Organization com name) é obrigatória'],
    ['jobLocation', (markup: Record<string, unknown>) => delete markup.jobLocation, 'jobLocation é obrigatória para vagas presenciais'],
    ['validThrough', (markup: Record<string, unknown>) => delete markup.validThrough, 'validThrough recomendado ausente'],
    ['employmentType', (markup: Record<string, unknown>) => (markup.employmentType = 'COMISSAO'), 'employmentType fora da lista do Google'],
    ['identifier', (markup: Record<string, unknown>) => delete markup.identifier, 'identifier recomendado ausente'],
    ['directApply', (markup: Record<string, unknown>) => delete markup.directApply, 'directApply recomendado ausente'],
    [
      'a contact',
      (markup: Record<string, unknown>) => ((markup.hiringOrganization as Record<string, unknown>).sameAs = 'https://x'),
      'hiringOrganization.sameAs expõe um contato',
    ],
    [
      'the country code',
      (markup: Record<string, unknown>) => ((markup.jobLocation as Record<string, Record<string, unknown>>).address!.addressCountry = 'Brasil'),
      'jobLocation.address.addressCountry deve ser um código ISO 3166-1 de duas letras',
    ],
    [
      'the salary unit',
      (markup: Record<string, unknown>) => ((markup.baseSalary as Record<string, Record<string, unknown>>).value!.unitText = 'MES'),
      'baseSalary.value.unitText deve ser HOUR, DAY, WEEK, MONTH ou YEAR',
    ],
  ])('names a wrong or missing %s', (_, breakIt, problem) => {
    const markup = good()
    breakIt(markup)
    expect(jobPostingProblems(markup)).toContain(problem)
  })
})

describe('profiles', () => {
  const profile = {
    name: 'Barbearia Achada',
    description: 'Cortes clássicos.',
    city: 'Campinas',
    state: 'SP',
    country: 'BR',
    imageUrl: '/media/a.png',
    rating: 4.56,
    ratingCount: 3,
  }
  it('marks a shop as a HairSalon with its published rating, and none without reviews', () => {
    expect(barberShopLd(profile, `${base}/barbearia/3`, base)).toMatchObject({
      '@type': 'HairSalon',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 3, bestRating: 5 },
      address: { '@type': 'PostalAddress', addressLocality: 'Campinas', addressRegion: 'SP', addressCountry: 'BR' },
    })
    expect(barberShopLd({ ...profile, rating: null, ratingCount: 0 }, `${base}/barbearia/3`, base)).not.toHaveProperty('aggregateRating')
  })
  it('marks a barber as a Person', () => {
    expect(personLd({ ...profile, name: 'João', specialties: ['Degradê'] }, `${base}/barbeiro/1`, base)).toMatchObject({
      '@type': 'Person',
      name: 'João',
      knowsAbout: ['Degradê'],
      jobTitle: 'Barbeiro',
    })
  })
})
