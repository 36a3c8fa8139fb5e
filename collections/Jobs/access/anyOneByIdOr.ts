import type { Access } from 'payload'

/**
 * Reading one document by its id (`GET /api/<collection>/:id`, findByID) is anyone's; lists,
 * searches, counts and the documents another list populates keep to `listed`. Payload passes the
 * id to read access only when a single document is asked for.
 */
export const anyOneByIdOr =
  (listed: Access): Access =>
  (args) =>
    args.id !== undefined ? true : listed(args)
