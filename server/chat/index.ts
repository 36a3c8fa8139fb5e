/** What other areas use of the chat. */
export type { ChatHub, ChatPiece } from './realtime'
export { toChatAttachment } from './store'
