import type { JobDetails } from './jobDetails'
import type { Country } from './locations'
import { currencyFor } from './money'
import { JOB_OPEN_DAYS } from './jobs'
import type { PayKind } from './pay'
import { placeHeading, type PlacePage } from './places'

/**
 * schema.org markup of the public pages (issue 26, decision 0036): JobPosting on an active job's
 * page for Google for Jobs, Person on a barber's, HairSalon (a LocalBusiness) on a shop's. Built
 * only from the public texts the pages show (stored masked, decision 0029) and never from a
 * contact field: no phone, e-mail, website or Instagram, which stay hidden until a hire.
 */

/** Google's employmentType values, from our contract types. */
const employmentTypes: Record<string, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  freelance: 'CONTRACTOR',
  commission: 'OTHER',
  partnership: 'CONTRACTOR',
  chair_rental: 'CONTRACTOR',
}

/** Pay that is a salary, with the period Google's unitText names it by; commissions and pay per service are not. */
const salaryUnits: Partial<Record<PayKind, string>> = { monthly: 'MONTH', salary_commission: 'MONTH', daily: 'DAY' }

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The job's text as the HTML Google asks for: a paragraph per block, a line break per line. */
export function descriptionHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => `<p>${escapeHtml(block.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

const addDays = (iso: string, days: number) => new Date(new Date(iso).getTime() + days * 86_400_000).toISOString()

const countryOf = (value: string | null | undefined): Country => (value === 'PT' ? 'PT' : 'BR')

/** A place with only what is public: the city, the state or distrito, the country. */
function postalAddress(place: { city: string | null; state: string | null; country: string | null }) {
  return {
    '@type': 'PostalAddress',
    ...(place.city ? { addressLocality: place.city } : {}),
    ...(place.state ? { addressRegion: place.state } : {}),
    addressCountry: countryOf(place.country),
  }
}

const absolute = (baseUrl: string, url: string | null) => (url ? new URL(url, baseUrl).toString() : null)

/** JobPosting for an active job's page; a closed job gets none (Google: remove the markup of a filled job). */
export function jobPostingLd(details: JobDetails, baseUrl: string): Record<string, unknown> | null {
  const { job, shop } = details
  if (job.status !== 'active') return null
  const country = countryOf(job.country ?? shop.country)
  const unitText = job.payKind ? salaryUnits[job.payKind] : undefined
  const units = (cents: number | null) => (cents === null ? null : cents / 100)
  const [min, max] = [units(job.payMin), units(job.payMax)]
  const logo = absolute(baseUrl, shop.logoUrl)
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job.description),
    identifier: { '@type': 'PropertyValue', name: shop.name || 'Navalha', value: String(job.id) },
    datePosted: job.publishedAt,
    validThrough: addDays(job.publishedAt, JOB_OPEN_DAYS),
    employmentType: employmentTypes[job.contractType ?? 'full_time'] ?? 'OTHER',
    hiringOrganization: { '@type': 'Organization', name: shop.name, ...(logo ? { logo } : {}) },
    jobLocation: { '@type': 'Place', address: postalAddress({ city: shop.city, state: shop.state, country }) },
    ...(unitText && (min !== null || max !== null)
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: currencyFor(country),
            value: {
              '@type': 'QuantitativeValue',
              ...(min !== null && max !== null ? { minValue: min, maxValue: max } : { value: min ?? max }),
              unitText,
            },
          },
        }
      : {}),
    ...(job.experienceRequired
      ? { experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: job.experienceRequired * 12 } }
      : {}),
    directApply: true,
  }
}

/** The public part of a barber's or shop's profile the markup reads. */
export type PublicProfile = {
  name: string
  description: string | null
  city: string | null
  state: string | null
  country: string | null
  imageUrl: string | null
  rating: number | null
  ratingCount: number | null
  specialties?: string[]
}

/** Person on a barber's page (schema.org gives a Person no aggregateRating). */
export function personLd(profile: PublicProfile, pageUrl: string, baseUrl: string): Record<string, unknown> {
  const image = absolute(baseUrl, profile.imageUrl)
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    url: pageUrl,
    jobTitle: 'Barbeiro',
    ...(profile.description ? { description: profile.description } : {}),
    ...(image ? { image } : {}),
    ...(profile.specialties?.length ? { knowsAbout: profile.specialties } : {}),
    address: postalAddress(profile),
  }
}

/** HairSalon (a LocalBusiness) on a shop's page, with its rating only when published reviews make it. */
export function barberShopLd(profile: PublicProfile, pageUrl: string, baseUrl: string): Record<string, unknown> {
  const image = absolute(baseUrl, profile.imageUrl)
  return {
    '@context': 'https://schema.org',
    '@type': 'HairSalon',
    name: profile.name,
    url: pageUrl,
    ...(profile.description ? { description: profile.description } : {}),
    ...(image ? { image, logo: image } : {}),
    address: postalAddress(profile),
    ...(profile.rating && profile.ratingCount
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(profile.rating * 10) / 10,
            reviewCount: profile.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

// ————— Checking a JobPosting against Google's documented list —————

/**
 * Google's structured data guide for job postings (developers.google.com/search/docs/appearance/
 * structured-data/job-posting): required are datePosted, description, hiringOrganization,
 * jobLocation (for a job not fully remote) and title; recommended are applicantLocationRequirements
 * and jobLocationType (remote jobs only), baseSalary, directApply, employmentType, identifier and
 * validThrough. Each problem is one line; none means the markup qualifies.
 */
const GOOGLE_EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'] as const
const UNIT_TEXTS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/
/** Contact properties that must never appear: contacts stay hidden until a hire. */
const CONTACT_KEYS = ['telephone', 'email', 'faxNumber', 'sameAs', 'url', 'contactPoint']

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const nonEmpty = (value: unknown) => typeof value === 'string' && value.trim().length > 0

export function jobPostingProblems(markup: unknown): string[] {
  const problems: string[] = []
  if (!isObject(markup)) return ['a marcação não é um objeto JSON']
  if (markup['@context'] !== 'https://schema.org' && markup['@context'] !== 'http://schema.org') problems.push('@context deve ser https://schema.org')
  if (markup['@type'] !== 'JobPosting') problems.push('@type deve ser JobPosting')
  // Required
  if (!nonEmpty(markup.title)) problems.push('title é obrigatório')
  else if (/<[^>]+>/.test(markup.title as string)) problems.push('title não pode ter HTML')
  if (!nonEmpty(markup.description)) problems.push('description é obrigatória')
  if (typeof markup.datePosted !== 'string' || !ISO_DATE.test(markup.datePosted)) problems.push('datePosted deve ser uma data ISO 8601')
  const organization = markup.hiringOrganization
  if (!isObject(organization) || organization['@type'] !== 'Organization' || !nonEmpty(organization.name))
    problems.push('hiringOrganization (Organization com name) é obrigatória')
  else {
    if (organization.logo !== undefined && (typeof organization.logo !== 'string' || !/^https?:\/\//.test(organization.logo)))
      problems.push('hiringOrganization.logo deve ser uma URL absoluta')
    for (const key of CONTACT_KEYS) if (key in organization) problems.push(`hiringOrganization.${key} expõe um contato`)
  }
  const remote = markup.jobLocationType === 'TELECOMMUTE'
  const locations = Array.isArray(markup.jobLocation) ? markup.jobLocation : markup.jobLocation === undefined ? [] : [markup.jobLocation]
  if (!remote && locations.length === 0) problems.push('jobLocation é obrigatória para vagas presenciais')
  for (const location of locations) {
    const address = isObject(location) ? location.address : undefined
    if (!isObject(location) || location['@type'] !== 'Place' || !isObject(address) || address['@type'] !== 'PostalAddress') {
      problems.push('jobLocation deve ser um Place com address PostalAddress')
      continue
    }
    if (typeof address.addressCountry !== 'string' || !/^[A-Z]{2}$/.test(address.addressCountry))
      problems.push('jobLocation.address.addressCountry deve ser um código ISO 3166-1 de duas letras')
    if (!nonEmpty(address.addressLocality) && !nonEmpty(address.addressRegion)) problems.push('jobLocation.address precisa de addressLocality ou addressRegion')
    for (const key of CONTACT_KEYS) if (key in address || key in location) problems.push(`jobLocation.${key} expõe um contato`)
  }
  // Recommended (each checked when present, and named when missing)
  if (markup.validThrough === undefined) problems.push('validThrough recomendado ausente')
  else if (typeof markup.validThrough !== 'string' || !ISO_DATE.test(markup.validThrough)) problems.push('validThrough deve ser uma data ISO 8601')
  else if (typeof markup.datePosted === 'string' && Date.parse(markup.validThrough) <= Date.parse(markup.datePosted))
    problems.push('validThrough deve ser depois de datePosted')
  const types = Array.isArray(markup.employmentType) ? markup.employmentType : [markup.employmentType]
  if (markup.employmentType === undefined) problems.push('employmentType recomendado ausente')
  else if (!types.every((type) => (GOOGLE_EMPLOYMENT_TYPES as readonly unknown[]).includes(type))) problems.push('employmentType fora da lista do Google')
  const identifier = markup.identifier
  if (identifier === undefined) problems.push('identifier recomendado ausente')
  else if (!isObject(identifier) || identifier['@type'] !== 'PropertyValue' || !nonEmpty(identifier.name) || !nonEmpty(identifier.value))
    problems.push('identifier deve ser um PropertyValue com name e value')
  if (markup.directApply === undefined) problems.push('directApply recomendado ausente')
  else if (typeof markup.directApply !== 'boolean') problems.push('directApply deve ser booleano')
  if (markup.baseSalary !== undefined) {
    const salary = markup.baseSalary
    const value = isObject(salary) ? salary.value : undefined
    if (!isObject(salary) || salary['@type'] !== 'MonetaryAmount' || typeof salary.currency !== 'string' || !/^[A-Z]{3}$/.test(salary.currency))
      problems.push('baseSalary deve ser um MonetaryAmount com currency ISO 4217')
    else if (!isObject(value) || value['@type'] !== 'QuantitativeValue') problems.push('baseSalary.value deve ser um QuantitativeValue')
    else {
      if (typeof value.unitText !== 'string' || !UNIT_TEXTS.includes(value.unitText))
        problems.push('baseSalary.value.unitText deve ser HOUR, DAY, WEEK, MONTH ou YEAR')
      const amounts = [value.value, value.minValue, value.maxValue].filter((amount) => amount !== undefined)
      if (amounts.length === 0 || !amounts.every((amount) => typeof amount === 'number' && amount > 0))
        problems.push('baseSalary.value precisa de value ou minValue (números positivos)')
      if (typeof value.minValue === 'number' && typeof value.maxValue === 'number' && value.maxValue < value.minValue)
        problems.push('baseSalary: maxValue menor que minValue')
    }
  }
  for (const key of ['telephone', 'email', 'contactPoint'] as const) if (key in markup) problems.push(`${key} expõe um contato`)
  return problems
}

/**
 * ItemList on a place's page (issue 40): its job pages, in the order the page lists them, each a
 * ListItem with its position and address only (Google's summary page of a list of items).
 */
export function placeItemListLd(page: PlacePage, canonical: string, baseUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: placeHeading(page.place),
    url: canonical,
    numberOfItems: page.jobs.length,
    itemListElement: page.jobs.map((job, index) => ({ '@type': 'ListItem', position: index + 1, url: new URL(`/vagas/${job.id}`, baseUrl).toString() })),
  }
}
