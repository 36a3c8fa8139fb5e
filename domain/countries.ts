/**
 * The two countries and their names, apart from the places of locations.ts (which carries
 * Portugal's concelhos): the landing page's plan switch needs only these (issue 29, JS budgets).
 */
export const COUNTRIES = ['BR', 'PT'] as const
export type Country = (typeof COUNTRIES)[number]
export const countryLabels: Record<Country, string> = { BR: 'Brasil', PT: 'Portugal' }
