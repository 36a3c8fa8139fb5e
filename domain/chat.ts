import { z } from './validation'
import { chatMessages } from './messages/chat'

/** Issue 11's bounds: a message's length, a page of messages, sends per user per minute. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000
export const CHAT_PAGE_SIZE = 50
export const CHAT_SENDS_PER_MINUTE = 30
/** Issue 30: photos in one message, once the pair has a hire. */
export const CHAT_MAX_ATTACHMENTS = 5
/**
 * How many of a conversation's latest messages, both parties', and from how far back, can hold the
 * start of a contact split across messages ("11 98765", the other's "pode mandar", "4321"; a +55
 * number one digit per message, with replies between; "joao.cortes90", the other's "hã?",
 * "@gmail.com"): the masking reads them as its context (up to 14 of the sender's, stepping over the
 * other party's), when a message is stored before a hire and when one is read by a party without
 * the pair's contacts (decision 0051).
 */
export const CHAT_SPLIT_CONTACT_MESSAGES = 30
export const CHAT_SPLIT_CONTACT_WINDOW_MINUTES = 10

/** A photo attached to a message: its sizes' URLs (read under the media rule: the two parties and admins). */
export type ChatAttachment = { id: number; thumbnailUrl: string; cardUrl: string; fullUrl: string; width: number | null; height: number | null }

/**
 * The unread e-mail (issue 11): a party away from the chat (no open socket) whose oldest unread
 * message is older than this gets one e-mail for the conversation...
 */
export const CHAT_UNREAD_EMAIL_AFTER_MS = 15 * 60 * 1000
/** ...and at most one per conversation in this window, and only when something arrived since the last. */
export const CHAT_UNREAD_EMAIL_EVERY_MS = 6 * 60 * 60 * 1000
/** How long the link that turns the e-mail off keeps working. */
export const CHAT_EMAIL_OPT_OUT_LINK_MS = 90 * 24 * 60 * 60 * 1000

export type ChatSide = 'barber' | 'barbershop'
export type ConversationStatus = 'open' | 'closed'

/** A message as its reader reads it: `body` is masked when something was hidden from that reader (decision 0051). */
export type ChatMessage = {
  id: number
  /** 1, 2, 3… within the conversation, in the order messages were stored: a gap means one was missed. */
  seq: number
  conversation: number
  body: string
  masked: boolean
  createdAt: string
  /** The sender's user id. */
  sender: number
  /** Photos sent with the message (after a hire only); the body may then be empty. */
  attachments: ChatAttachment[]
}

/**
 * The other side's contact fields, released to a party of a hire (decision 0030): the barber's
 * phone for the shop, the shop's WhatsApp for the barber (E.164), and its Instagram handle and
 * website (the barber has no website).
 */
export type CounterpartContact = { phone: string | null; instagram: string | null; website: string | null }

/** The other side of a conversation, as the caller sees it. */
type ChatParty = {
  userId: number
  /** The barber's or the barbershop's record id, for its public profile. */
  profileId: number
  side: ChatSide
  name: string
  photoUrl: string | null
}

export type ChatConversation = {
  id: number
  status: ConversationStatus
  /** The caller's side in this conversation. */
  side: ChatSide
  other: ChatParty
  /** The jobs the pair's applications are for, oldest application first. */
  jobs: { id: number; title: string }[]
  lastMessage: ChatMessage | null
  lastMessageAt: string | null
  createdAt: string
  /** Messages from the other party the caller has not read. */
  unread: number
  /** The newest message id the other party has read: the caller's messages up to it show as read. */
  otherReadUpTo: number
  /** An application between the pair was hired: nothing is masked any more. */
  hired: boolean
  /**
   * The other party's contact, only after the hire, and for a locked caller only when the hire
   * came before its lock (decision 0030): null otherwise.
   */
  contact: CounterpartContact | null
}

export type ChatMessagesPage = { messages: ChatMessage[]; hasMore: boolean }

const attachmentId = z
  .number({ error: chatMessages.photoInvalid })
  .int(chatMessages.photoInvalid)
  .min(1, chatMessages.photoInvalid)
  .max(2_147_483_647, chatMessages.photoInvalid)

/** A text, photos, or both: a message with photos may have no text. */
export const sendMessageSchema = z
  .object({
    body: z.string({ error: chatMessages.bodyRequired }).trim().max(CHAT_MESSAGE_MAX_LENGTH, chatMessages.bodyTooLong(CHAT_MESSAGE_MAX_LENGTH)).default(''),
    attachments: z
      .array(attachmentId, { error: chatMessages.photoInvalid })
      .max(CHAT_MAX_ATTACHMENTS, chatMessages.tooManyPhotos(CHAT_MAX_ATTACHMENTS))
      .default([])
      .transform((ids) => [...new Set(ids)]),
  })
  .refine((message) => message.body.length > 0 || message.attachments.length > 0, { message: chatMessages.bodyRequired, path: ['body'] })

export const conversationStatusSchema = z.object({
  status: z.enum(['open', 'closed'], { error: chatMessages.statusInvalid }),
})

/** Socket.IO events. The server refuses any other event a client sends. */
export const chatEvents = {
  /** client → server, `{ conversation: id }`, acknowledged with `{ ok: true }` or `{ error }`. */
  join: 'conversation:join',
  leave: 'conversation:leave',
  /** server → the conversation's room: a stored message (ChatMessage). */
  message: 'message',
  /** server → the conversation's room: `{ conversation, side, upTo }` when a side read up to a message. */
  read: 'read',
  /**
   * server → both parties' user rooms: `{ conversation, seq? }` when the list or unread counts
   * changed; `seq` is the conversation's newest message when a message caused it.
   */
  inbox: 'inbox',
  /** server → one socket, no data: an event may have been withheld; fetch what changed over REST. */
  resync: 'resync',
  /** server → one socket: `{ message }` when a frame was refused. */
  refused: 'refused',
} as const

/** 'hoje', 'ontem' or the date in pt-BR, for the thread's day separators. */
export function dayLabel(date: Date, now: Date = new Date()): string {
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
  const days = Math.round((day(now) - day(date)) / 86_400_000)
  if (days === 0) return 'Hoje'
  if (days === 1) return 'Ontem'
  const sameYear = date.getFullYear() === now.getFullYear()
  return new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', ...(sameYear ? {} : { year: 'numeric' }) }).format(date)
}
