import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { directoryQuerySchema } from '#domain/directory'
import { DomainError } from '#domain/errors'
import type { LeanRead } from '../http/leanRead'
import { findBarbers, findBarbershops } from './reads'
import { genericMessages } from '#domain/messages/common'

/** GET /api/directory/barbers and /api/directory/barbershops (public; lean reads, server/leanReads.ts). */
export function directory(kind: 'barbers' | 'barbershops', { payload, pool }: { payload: Payload; pool: Pool }): LeanRead {
  return async (query) => {
    const parsed = directoryQuerySchema.safeParse(query)
    if (!parsed.success) throw new DomainError('invalid', parsed.error.issues[0]?.message ?? genericMessages.filterInvalid)
    return { body: kind === 'barbers' ? await findBarbers(payload, pool, parsed.data) : await findBarbershops(payload, pool, parsed.data) }
  }
}
