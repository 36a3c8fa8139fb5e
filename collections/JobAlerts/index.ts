import type { CollectionConfig, Field } from 'payload'
import { hasBarberRole } from '#access/hasBarberRole'
import { nobody } from '#access/nobody'
import { ownerOnly } from '#access/ownerOnly'
import { JOB_ALERT_DELIVERIES, jobAlertDeliveryLabels } from '#domain/jobAlerts'
import { assignOwner } from '#hooks/assignOwner'
import { denyBulkWrites } from '#hooks/denyBulkWrites'
import { limitJobAlerts, prepareJobAlert } from './hooks/prepareJobAlert'

/**
 * Written by prepareJobAlert from the filters, read by the matching (hooks/queueJobAlerts.ts)
 * through job_alerts_matching_idx, a partial covering index written in SQL in its migration
 * (decision 0043): Payload's schema does not describe it, and gives these columns no index.
 */
const derived = { create: nobody, read: nobody, update: nobody }
const matchField = (name: string, type: 'text' | 'number'): Field => (type === 'text' ? { name, type, access: derived } : { name, type, access: derived })

/**
 * Alerts for saved searches (issue 26, decision 0037): a barber's filters of /vagas-abertas and how
 * to be told (at once or in a daily digest). Private to that barber; at most 10 each. Personal data:
 * deleted with the account.
 */
export const JobAlerts: CollectionConfig = {
  slug: 'job-alerts',
  labels: { singular: 'Alerta de vagas', plural: 'Alertas de vagas' },
  defaultSort: '-createdAt',
  access: {
    read: ownerOnly,
    create: hasBarberRole,
    update: ownerOnly,
    delete: ownerOnly,
  },
  hooks: {
    beforeOperation: [denyBulkWrites],
    beforeValidate: [assignOwner, prepareJobAlert],
    beforeChange: [limitJobAlerts],
  },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true, index: true, access: { update: nobody } },
    { name: 'filters', label: 'Filtros', type: 'json', required: true },
    {
      name: 'delivery',
      label: 'Entrega',
      type: 'select',
      required: true,
      defaultValue: 'instant',
      options: JOB_ALERT_DELIVERIES.map((value) => ({ value, label: jobAlertDeliveryLabels[value] })),
    },
    { name: 'paused', label: 'Pausado', type: 'checkbox', defaultValue: false },
    { name: 'timeZone', type: 'text', access: { create: nobody, update: nobody } },
    matchField('matchCountry', 'text'),
    matchField('matchState', 'text'),
    matchField('matchCity', 'text'),
    matchField('matchText', 'text'),
    matchField('matchContractType', 'text'),
    matchField('matchMaxExperience', 'number'),
    matchField('matchBarbershop', 'number'),
    matchField('matchPayKind', 'text'),
    matchField('matchPayMin', 'number'),
    // 'Só urgentes': only true is kept (the open-jobs schema reads anything else as no filter).
    { name: 'matchUrgent', type: 'checkbox', access: derived },
    matchField('matchLat', 'number'),
    matchField('matchLng', 'number'),
    matchField('matchRadiusKm', 'number'),
  ],
}
