import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import { FORM_RULES_FAILED, type LazySchema } from './schemaForm'
import { toast } from './toast'

/**
 * react-hook-form's zod resolver over a LazySchema: the same checks and messages, with zod and the
 * domain schema fetched the first time the form checks (or when `preload` is called on its first
 * focus), so they stay out of the screen's first load (issue 4: ≤ 60 KB per screen).
 */
export function lazyResolver<Input extends FieldValues, Output>(schema: LazySchema<Output, Input>): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    let loaded
    try {
      loaded = await schema.load()
    } catch {
      // No connection: the form is not sent (a root error blocks it), and one toast says why.
      toast.error(FORM_RULES_FAILED, { id: FORM_RULES_FAILED })
      return { values: {} as Record<string, never>, errors: { root: { type: 'rules', message: FORM_RULES_FAILED } } as FieldErrors<Input> }
    }
    return zodResolver(loaded)(values, context, options)
  }
}
