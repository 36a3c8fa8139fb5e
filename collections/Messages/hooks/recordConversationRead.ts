import type { CollectionAfterOperationHook } from 'payload'
import { relationId, requestUser } from '#utilities/requestUser'
import { hasRole } from '#domain/roles'

type MessageDoc = { id: number | string; conversation?: unknown }

/**
 * Every admin read of chat messages leaves one audit entry per conversation read (who, when, which
 * conversation; issue 13, decision 0025), written here on the read itself — the console's show page,
 * Payload's REST API and any Local API call made as an admin alike — so no client can skip it. If the
 * entry cannot be written the read fails. Trusted server code (overrideAccess) reads unrecorded.
 */
export const recordConversationRead: CollectionAfterOperationHook<'messages'> = async ({ args, operation, req, result }) => {
  if (operation !== 'find' && operation !== 'findByID') return result
  const user = requestUser(req)
  if (!user || !hasRole(user, 'admin') || (args as { overrideAccess?: boolean }).overrideAccess === true) return result
  const docs = (operation === 'find' ? (result as { docs: MessageDoc[] }).docs : result ? [result] : []) as MessageDoc[]
  if (!docs.length) return result

  // How many messages of each conversation this read returned.
  const conversations = new Map<string, number>()
  const count = (conversation: unknown) => conversations.set(String(conversation), (conversations.get(String(conversation)) ?? 0) + 1)
  const unknown: (number | string)[] = []
  for (const doc of docs) {
    const conversation = relationId(doc.conversation)
    if (conversation === undefined) unknown.push(doc.id)
    else count(conversation)
  }
  // A `select` that leaves the conversation out does not make a read anonymous.
  if (unknown.length) {
    const { docs: found } = await req.payload.find({
      collection: 'messages',
      where: { id: { in: unknown } },
      select: { conversation: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    for (const doc of found) count(relationId(doc.conversation))
  }

  for (const [conversation, messages] of conversations) {
    await req.payload.create({
      collection: 'admin-audit-log',
      data: {
        actor: user.id,
        actorEmail: user.email,
        action: 'conversationRead',
        resource: 'conversations',
        recordId: conversation,
        before: null,
        after: { messages },
      },
      // The log is nobody's to write through the API (collections/AdminAuditLog.ts).
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
  return result
}
