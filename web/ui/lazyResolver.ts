import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { LazySchema } from './schemaForm'

/**
 * react-hook-form's zod resolver over a LazySchema: the same checks and messages, with zod and the
 * domain schema fetched the first time the form checks (or when `preload` is called on its first
 * focus), so they stay out of the screen's first load (issue 4: ≤ 60 KB per screen).
 */
export function lazyResolver<Input extends FieldValues, Output>(schema: LazySchema<Output, Input>): Resolver<Input, unknown, Output> {
  return async (values, context, options) => zodResolver(await schema.load())(values, context, options)
}
