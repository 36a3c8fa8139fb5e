import type { CollectionConfig } from 'payload'
import { nobody } from '#access/nobody'
import { QUOTA_KINDS } from '#domain/quota'

/**
 * One row per application sent and per job published or reopened, counted against the monthly
 * quota of the account's plan (hooks/enforceMonthlyQuota.ts). A ledger rather than a count of
 * applications and jobs: deleting an application or closing and reopening a job does not give
 * the allowance back. Server-only.
 */
export const QuotaUses: CollectionConfig = {
  slug: 'quota-uses',
  labels: { singular: 'Uso do plano', plural: 'Usos do plano' },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['user', 'kind', 'createdAt'] }],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true },
    { name: 'kind', type: 'select', required: true, options: [...QUOTA_KINDS] },
  ],
}
