import type { Country } from './locations'

/**
 * Brazil's CEP (8 digits, '01310-100') and Portugal's código postal (7 digits, '1100-148'): how they
 * are written, checked, and what they say about the place without any outside service (decision 0045).
 */

/** The CEP ranges of each UF, as the Correios assign them (first five digits, inclusive). */
const CEP_RANGES: readonly (readonly [number, number, string])[] = [
  [1000, 19999, 'SP'],
  [20000, 28999, 'RJ'],
  [29000, 29999, 'ES'],
  [30000, 39999, 'MG'],
  [40000, 48999, 'BA'],
  [49000, 49999, 'SE'],
  [50000, 56999, 'PE'],
  [57000, 57999, 'AL'],
  [58000, 58999, 'PB'],
  [59000, 59999, 'RN'],
  [60000, 63999, 'CE'],
  [64000, 64999, 'PI'],
  [65000, 65999, 'MA'],
  [66000, 68899, 'PA'],
  [68900, 68999, 'AP'],
  [69000, 69299, 'AM'],
  [69300, 69399, 'RR'],
  [69400, 69899, 'AM'],
  [69900, 69999, 'AC'],
  [70000, 72799, 'DF'],
  [72800, 72999, 'GO'],
  [73000, 73699, 'DF'],
  [73700, 76799, 'GO'],
  [76800, 76999, 'RO'],
  [77000, 77999, 'TO'],
  [78000, 78899, 'MT'],
  [79000, 79999, 'MS'],
  [80000, 87999, 'PR'],
  [88000, 89999, 'SC'],
  [90000, 99999, 'RS'],
]

const FORMATS: Record<Country, RegExp> = { BR: /^(\d{5})-?(\d{3})$/, PT: /^(\d{4})-?(\d{3})$/ }

export const postalCodeLabels: Record<Country, string> = { BR: 'CEP', PT: 'Código postal' }

export const postalCodeMessages = {
  invalid: { BR: 'CEP inválido. Use 8 dígitos, como 01310-100.', PT: 'Código postal inválido. Use o formato 1100-148.' } as Record<Country, string>,
  otherState: (uf: string) => `Este CEP é de ${uf}: confira o CEP ou o estado.`,
}

/** How a postal code is stored: '01310-100', '1100-148'; null when it is not one of the country's. */
export function normalizePostalCode(value: string, country: Country = 'BR'): string | null {
  const match = FORMATS[country].exec(value.trim().replace(/\s+/g, '').replace(/\./g, ''))
  if (!match) return null
  const [, head, tail] = match
  // CEPs start at 01000-000: 00… is no CEP.
  if (country === 'BR' && Number(head) < 1000) return null
  if (country === 'PT' && Number(head) < 1000) return null
  return `${head}-${tail}`
}

/** The UF a CEP belongs to (from its range), or null for a value that is no CEP. */
export function cepState(cep: string): string | null {
  const normalized = normalizePostalCode(cep, 'BR')
  if (!normalized) return null
  const head = Number(normalized.slice(0, 5))
  return CEP_RANGES.find(([from, to]) => head >= from && head <= to)?.[2] ?? null
}
