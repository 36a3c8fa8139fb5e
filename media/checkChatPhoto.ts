import { DomainError } from '#domain/errors'
import { type CollectionBeforeOperationHook } from 'payload'
import { isLocked } from '#domain/account'
import { chatMessages } from '#domain/messages/chat'
import { lockedAccountError } from '#hooks/rejectLockedAccount'
import { relationId, requestUser } from '#utilities/requestUser'

/**
 * A chat photo (folder `chat-photos`, issue 30) is uploaded for one of the uploader's
 * conversations, and only once the pair has a hired application: an image can carry a phone
 * number as well as a text can. Checked before the bytes are read, so a refused photo costs
 * nothing. A locked account sends nothing (decision 0030), photos included. Any other folder
 * carries no conversation. The message that attaches the photo checks the same rules again
 * (server/chat/store.ts), in its own transaction.
 */
export const checkChatPhoto: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create') return args
  const data = args.data as Record<string, unknown> | undefined
  if (!data || typeof data !== 'object') return args
  if (data.folder !== 'chat-photos') {
    delete data.conversation
    return args
  }
  const user = requestUser(req)
  // Visitors meet the create access rule; trusted server code (the seed, tests) names its own conversation.
  if (!user) return args
  if (isLocked(user)) throw lockedAccountError(chatMessages.trialExpiredSend)
  const conversationId = Number(relationId(data.conversation))
  if (!Number.isSafeInteger(conversationId) || conversationId <= 0)
    throw new DomainError('invalid', chatMessages.photoConversationRequired, { field: 'conversation' })
  const { docs } = await req.payload.find({
    collection: 'conversations',
    where: { id: { equals: conversationId }, or: [{ barberUser: { equals: user.id } }, { shopUser: { equals: user.id } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    select: { barber: true, barbershop: true },
    req,
  })
  const conversation = docs[0]
  if (!conversation) throw new DomainError('notFound', chatMessages.conversationNotFound, { field: 'conversation' })
  const hired = await req.payload.count({
    collection: 'applications',
    where: {
      barber: { equals: relationId(conversation.barber) },
      barbershop: { equals: relationId(conversation.barbershop) },
      status: { equals: 'hired' },
    },
    req,
  })
  if (!hired.totalDocs) throw new DomainError('forbidden', chatMessages.photosAfterHire, { field: 'conversation' })
  data.conversation = conversationId
  return args
}
