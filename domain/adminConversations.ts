import type { Conversation, ConversationFlag, Message } from '#payload-types'

/** A row of the console's Conversas list (spec §2): the conversation with both names and its counts. */
export type AdminConversation = Conversation & {
  barberName: string | null
  shopName: string | null
  messageCount: number
  flagCount: number
  openFlagCount: number
}

/**
 * The console's show page: every message (with the original of masked ones) and every flag; an
 * 'attempts' flag lists message ids, and those older than the page's messages come in `olderAttempts`.
 */
export type AdminConversationDetail = AdminConversation & { messages: Message[]; flags: ConversationFlag[]; olderAttempts: Message[] }

/** A flag's reason (domain/contactMasking.ts kinds, comma-separated) in words. */
export const contactKindLabels: Record<string, string> = { phone: 'Telefone', email: 'E-mail', link: 'Link', handle: 'Rede social' }
