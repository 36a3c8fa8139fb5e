import { adminMessages } from '#domain/messages/admin'

/**
 * Per-resource messages react-admin looks up by key (`resources.<name>.notifications.deleted`).
 * A delete button's own `successMessage` is not enough: react-admin passes it with the generic
 * 'Item excluído' as the fallback for a missing key, and a plain text is always a missing key.
 */
export const resourceMessages = {
  vagas: { notifications: { deleted: adminMessages.jobDeleted } },
  barbeiros: { notifications: { deleted: adminMessages.barberDeleted } },
  barbearias: { notifications: { deleted: adminMessages.shopDeleted } },
}
