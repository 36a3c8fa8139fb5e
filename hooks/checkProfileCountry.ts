import { invalidFields } from '#domain/errors'
import { type CollectionBeforeChangeHook } from 'payload'
import { documentRules, profileDocumentKinds, type DocumentKind } from '#domain/documents'
import { placeError } from '#domain/locations'
import { documentCountryMessages, documentMessages } from '#domain/messages/documents'
import { placeMessages } from '#domain/messages/profiles'
import { rowCountry } from '#utilities/rowCountry'

/**
 * The field validators see only the fields a request sends; this sees the row as it will be
 * stored, so a PATCH of the distrito alone cannot leave a concelho of another one behind, nor a
 * change of country a document of the other country. A shop must hold its country's document
 * (a barber record may start without one: the panel creates it so).
 */
export const checkProfileCountry =
  (userType: 'barber' | 'barbershop'): CollectionBeforeChangeHook =>
  ({ data, originalDoc }) => {
    const row = { ...originalDoc, ...data } as Record<string, unknown>
    const country = rowCountry(row)
    const errors: { path: string; message: string }[] = []
    for (const kind of profileDocumentKinds[userType] as DocumentKind[]) {
      if (row[kind] && documentRules[kind].country !== country) errors.push({ path: kind, message: documentCountryMessages[kind] })
      else if (!row[kind] && userType === 'barbershop' && documentRules[kind].country === country)
        errors.push({ path: kind, message: documentMessages[kind].required })
    }
    if (typeof row.state === 'string' && row.state) {
      const city = typeof row.city === 'string' ? row.city : ''
      const wrong = placeError({ country, state: row.state, city })
      if (wrong === 'state' || (wrong === 'city' && city)) errors.push({ path: wrong, message: placeMessages[country][wrong] })
    }
    if (errors.length) throw invalidFields(errors)
    return data
  }
