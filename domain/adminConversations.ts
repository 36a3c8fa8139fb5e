import type { Conversation, ConversationFlag, Message } from '#payload-types'
import type { ChatAttachment } from './chat'

/** A row of the console's Conversas list (spec §2): the conversation with both names and its counts. */
export type AdminConversation = Conversation & {
  barberName: string | null
  shopName: string | null
  messageCount: number
  flagCount: number
  openFlagCount: number
}

/** A message as the console shows it: the original of a masked one, and its photos (issue 39), as the chat gives them to the parties. */
export type AdminMessage = Message & { attachments: ChatAttachment[] }

/**
 * The console's show page: every message (with the original of masked ones, and its photos) and
 * every flag; an 'attempts' flag lists message ids, and those older than the page's messages come
 * in `olderAttempts`.
 */
export type AdminConversationDetail = AdminConversation & { messages: AdminMessage[]; flags: ConversationFlag[]; olderAttempts: Message[] }

/** A flag's reason (domain/contactMasking.ts kinds, comma-separated) in words. */
export const contactKindLabels: Record<string, string> = { phone: 'Telefone', email: 'E-mail', link: 'Link', handle: 'Rede social' }
