import type { FieldValues, Path, PathValue, UseFormSetValue, UseFormWatch } from 'react-hook-form'
import { documentKindFor } from '#domain/documents'
import type { Country } from '#domain/locations'
import type { UserType } from '#domain/roles'

/**
 * A profile form's country, the document it asks for there (a barber's CPF or NIF, a shop's CNPJ
 * or NIPC), and the resets a change of place needs: another country's states and document do not
 * carry over, nor a concelho to another distrito.
 */
export function useProfilePlace<T extends FieldValues>(userType: UserType, watch: UseFormWatch<T>, setValue: UseFormSetValue<T>) {
  const country: Country = watch('country' as Path<T>) === 'PT' ? 'PT' : 'BR'
  const clear = (name: string) => setValue(name as Path<T>, '' as PathValue<T, Path<T>>)
  return {
    country,
    documentKind: documentKindFor(userType, country),
    clearPlace: () => {
      for (const name of ['state', 'city', documentKindFor(userType, 'BR'), documentKindFor(userType, 'PT')]) clear(name)
    },
    clearConcelho: () => {
      if (country === 'PT') clear('city')
    },
  }
}
