import type { ChatMessage } from './chat'

/*
 * Kept apart from chat.ts and its zod schemas: the header's unread badge reads the chat on every
 * page, and the first paint should not download zod for it (issue 29, JS budgets).
 */

/** The last of the messages held (oldest first, by id) that follows the first without a gap in `seq`. */
export function unbrokenUpTo(messages: readonly ChatMessage[]): ChatMessage | undefined {
  let last = messages[0]
  for (const message of messages.slice(1)) {
    if (message.seq !== last!.seq + 1) break
    last = message
  }
  return last
}
