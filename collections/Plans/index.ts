import type { CollectionConfig } from 'payload'
import { anyone } from '#access/anyone'
import { isAdmin } from '#access/isAdmin'
import { isAdminOrEditor } from '#access/isAdminOrEditor'
import { PLAN_MONTHS } from '#domain/billing'
import { planMessages } from '#domain/messages/billing'
import { validateIntegerRange } from '#fields/validateIntegerRange'
import { keepSubscribedPlan } from './hooks/keepSubscribedPlan'
import { refuseEditorBillingChanges } from './hooks/refuseEditorBillingChanges'
import { checkPlanCurrency } from './hooks/checkPlanCurrency'
import { denyBulkWrites } from '#hooks/denyBulkWrites'
import { normalizeDisplayText } from '#fields/normalizeDisplayText'
import { COUNTRIES, countryLabels } from '#domain/locations'
import { USER_TYPES, userTypeLabels } from '#domain/roles'
import { refreshPublicPagesAfterChange, refreshPublicPagesAfterDelete } from '#hooks/refreshPublicPages'

/** Ceilings that keep a typo from becoming a price or a quota PostgreSQL's integer column cannot hold. */
const MAX_PRICE_CENTS = 100_000_000
const MAX_QUOTA = 100_000

/**
 * Subscription plans per country and audience (spec §9; Portugal in euros, decision 0020). Prices
 * are in cents of the country's currency; a null quota means unlimited.
 */
export const Plans: CollectionConfig = {
  slug: 'plans',
  labels: { singular: 'Plano', plural: 'Planos' },
  admin: { useAsTitle: 'name' },
  defaultSort: 'sortOrder',
  // Editors word the plans; creating, deleting and the billing fields are an admin's (decision 0031).
  access: {
    read: anyone,
    create: isAdmin,
    update: isAdminOrEditor,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [denyBulkWrites, refuseEditorBillingChanges],
    beforeDelete: [keepSubscribedPlan],
    beforeChange: [checkPlanCurrency],
    afterChange: [refreshPublicPagesAfterChange],
    afterDelete: [refreshPublicPagesAfterDelete],
  },
  indexes: [{ fields: ['country', 'audience', 'months'], unique: true }],
  fields: [
    {
      name: 'country',
      label: 'País',
      type: 'select',
      required: true,
      defaultValue: 'BR',
      options: COUNTRIES.map((value) => ({ value, label: countryLabels[value] })),
    },
    {
      name: 'audience',
      label: 'Para',
      type: 'select',
      required: true,
      index: true,
      options: USER_TYPES.map((value) => ({ value, label: userTypeLabels[value] })),
    },
    { name: 'name', label: 'Nome', type: 'text', required: true, maxLength: 60, hooks: { beforeValidate: [normalizeDisplayText] } },
    {
      name: 'months',
      label: 'Meses',
      type: 'number',
      required: true,
      validate: (value: number | null | undefined) => ((PLAN_MONTHS as readonly unknown[]).includes(value) ? true : planMessages.monthsInvalid),
    },
    {
      name: 'priceCents',
      label: 'Preço (centavos)',
      type: 'number',
      required: true,
      validate: validateIntegerRange({ min: 1, max: MAX_PRICE_CENTS, message: planMessages.priceInvalid, required: true }),
    },
    { name: 'currency', label: 'Moeda', type: 'select', required: true, defaultValue: 'BRL', options: ['BRL', 'EUR'] },
    {
      name: 'monthlyQuota',
      label: 'Limite por mês (vazio = ilimitado)',
      type: 'number',
      validate: validateIntegerRange({ min: 0, max: MAX_QUOTA, message: planMessages.quotaInvalid }),
    },
    {
      name: 'features',
      label: 'Benefícios',
      type: 'array',
      maxRows: 12,
      fields: [{ name: 'text', type: 'text', required: true, maxLength: 120, hooks: { beforeValidate: [normalizeDisplayText] } }],
    },
    { name: 'highlight', label: 'Destaque (Mais Popular)', type: 'checkbox', defaultValue: false },
    { name: 'stripePriceId', type: 'text' },
    { name: 'stripeProductId', type: 'text' },
    { name: 'sortOrder', label: 'Ordem', type: 'number', defaultValue: 0 },
    { name: 'active', label: 'Disponível', type: 'checkbox', defaultValue: true },
  ],
}
