import type { CollectionAfterReadHook } from 'payload'
import { bodiesMaskedFor, onRequest } from '#infra/chat/messagesAsRead'
import { isLocked } from '#domain/account'
import { requestUser } from '#utilities/requestUser'

/**
 * Payload's reads of a message (REST by id and in lists, `depth` populating one, the Local API as
 * the user) give its body as the reader may read it (decision 0051), as the chat's own routes do:
 * a message written after the hire keeps its contacts only for a party entitled to the pair's.
 * Trusted server code (no user) and every reader that may hire get it as stored, without a query.
 */
export const maskBodyForReader: CollectionAfterReadHook = async ({ doc, req }) => {
  const user = requestUser(req)
  if (!user || !isLocked(user) || typeof doc?.body !== 'string') return doc
  const masked = await bodiesMaskedFor(await onRequest(req), user, [Number(doc.id)])
  const body = masked.get(Number(doc.id))
  return body === undefined ? doc : { ...doc, body, masked: true }
}
