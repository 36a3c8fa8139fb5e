import type { CollectionConfig } from 'payload'
import { nobody } from '../../access/nobody'

/**
 * One row per (barber, job) an alert found (decision 0037): the unique index is what makes a job
 * reach a barber once, across alerts, reopenings and instances. Written and claimed in SQL only
 * (hooks/queueJobAlerts.ts, server/jobAlerts/deliver.ts); no one reads it over the API.
 */
export const JobAlertDeliveries: CollectionConfig = {
  slug: 'job-alert-deliveries',
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['user', 'job'], unique: true }, { fields: ['sentAt', 'dueAt'] }],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true, index: true },
    { name: 'job', type: 'relationship', relationTo: 'jobs', maxDepth: 0 },
    { name: 'alert', type: 'relationship', relationTo: 'job-alerts', maxDepth: 0 },
    { name: 'dueAt', type: 'date', required: true },
    { name: 'sentAt', type: 'date' },
  ],
}
