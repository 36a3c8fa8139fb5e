import type { CollectionSlug, RequiredDataFromCollectionSlug } from 'payload'

type Data<S extends CollectionSlug> = RequiredDataFromCollectionSlug<S>

/**
 * The data of a Local API create, checked field by field against the generated types, with the
 * fields that the collection fills itself named: a `defaultValue` (a conversation's counters
 * start at zero) or a beforeChange hook that derives them (an application's shop and both users
 * come from its job and barber). The generated type calls those fields required because their
 * column is NOT NULL; naming them here says "the collection fills this" while every other field
 * stays checked, which `as never` on the whole object did not.
 *
 *   data: filledByCollection<'applications', ApplicationFilledFields>({ job, barber })
 *
 * Each collection names its own filled fields beside its config (collections/Applications.ts).
 */
export function filledByCollection<S extends CollectionSlug, Filled extends keyof Data<S>>(
  data: Omit<Data<S>, Filled> & Partial<Pick<Data<S>, Filled>>,
): Data<S> {
  return data as Data<S>
}
