import type { CollectionAfterOperationHook } from 'payload'
import { hasRole } from '#domain/roles'
import { relationId, requestUser } from '#utilities/requestUser'

/** The operations that answer with documents, and so with their files' addresses (a deletion removes the files too). */
const ANSWERING_OPERATIONS = new Set(['find', 'findByID', 'update', 'updateByID'])
const LIST_OPERATIONS = new Set(['find', 'update'])

type MediaDoc = { id: number | string; folder?: unknown; user?: unknown; conversation?: unknown }

/**
 * Every admin read of chat photos leaves one audit entry per conversation (who, when, which
 * conversation, which photos; issue 39), written on the read itself, as for the messages
 * (collections/Messages/hooks/recordConversationRead.ts): the console's show page, Payload's REST
 * API and any Local API call made as an admin alike. If the entry cannot be written the read fails.
 * An update answers with the document too, addresses included, so an admin's update is a read as
 * well (a PATCH that changes nothing leaves no 'update' entry, hooks/auditStaffWrites.ts).
 * An admin's own files and trusted server code (overrideAccess) read unrecorded.
 */
export const recordChatPhotoRead: CollectionAfterOperationHook<'media'> = async ({ args, operation, req, result }) => {
  if (!ANSWERING_OPERATIONS.has(operation)) return result
  const user = requestUser(req)
  if (!user || !hasRole(user, 'admin') || (args as { overrideAccess?: boolean }).overrideAccess === true) return result
  const docs = (LIST_OPERATIONS.has(operation) ? ((result as { docs?: MediaDoc[] }).docs ?? []) : result ? [result] : []) as MediaDoc[]
  if (!docs.length) return result

  // A `select` that leaves out the folder, the owner or the conversation does not make a read anonymous.
  const complete = (doc: MediaDoc) => 'folder' in doc && 'user' in doc && 'conversation' in doc
  const partial = docs.filter((doc) => !complete(doc)).map((doc) => doc.id)
  const looked = partial.length
    ? (
        await req.payload.find({
          collection: 'media',
          where: { id: { in: partial } },
          select: { folder: true, user: true, conversation: true },
          pagination: false,
          depth: 0,
          overrideAccess: true,
          req,
        })
      ).docs
    : []
  const photos = [...docs.filter(complete), ...(looked as MediaDoc[])].filter(
    (doc) => doc.folder === 'chat-photos' && relationId(doc.user) !== user.id && relationId(doc.conversation) !== undefined,
  )

  const byConversation = new Map<string, (number | string)[]>()
  for (const photo of photos) {
    const conversation = String(relationId(photo.conversation))
    byConversation.set(conversation, [...(byConversation.get(conversation) ?? []), photo.id])
  }
  for (const [conversation, ids] of byConversation) {
    await req.payload.create({
      collection: 'admin-audit-log',
      data: {
        actor: user.id,
        actorEmail: user.email,
        action: 'chatPhotosRead',
        resource: 'conversations',
        recordId: conversation,
        before: null,
        after: { photos: ids.toSorted((a, b) => Number(a) - Number(b)) },
      },
      // The log is nobody's to write through the API (collections/AdminAuditLog).
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
  return result
}
