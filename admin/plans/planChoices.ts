import { COUNTRIES, countryLabels } from '#domain/locations'

export const planCountryChoices = COUNTRIES.map((id) => ({ id, name: countryLabels[id] }))
