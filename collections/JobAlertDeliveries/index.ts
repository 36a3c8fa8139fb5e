import type { CollectionConfig } from 'payload'
import { nobody } from '#access/nobody'

/**
 * One row per (barber, job) an alert found (decision 0037): the unique index is what makes a job
 * reach a barber once, across alerts, reopenings and instances. Written and claimed in SQL only
 * (hooks/queueJobAlerts.ts, server/alerts/store.ts); no one reads it over the API.
 */
export const JobAlertDeliveries: CollectionConfig = {
  slug: 'job-alert-deliveries',
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['user', 'job'], unique: true }, { fields: ['sentAt', 'dueAt'] }],
  fields: [
    // Found through the unique (user, job) index: no index of its own (decision 0043).
    { name: 'user', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true },
    { name: 'job', type: 'relationship', relationTo: 'jobs', maxDepth: 0 },
    { name: 'alert', type: 'relationship', relationTo: 'job-alerts', maxDepth: 0 },
    { name: 'dueAt', type: 'date', required: true },
    { name: 'sentAt', type: 'date' },
    // Payload's own timestamps, without the index it gives them by default: nothing lists these
    // rows by date, and a publication writes thousands of them (decision 0043).
    { name: 'createdAt', type: 'date', admin: { hidden: true } },
    { name: 'updatedAt', type: 'date', admin: { hidden: true } },
  ],
}
