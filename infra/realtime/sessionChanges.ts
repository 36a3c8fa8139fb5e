import type { Payload, PayloadRequest } from 'payload'
import { afterCommit } from '../database/afterCommit'

/**
 * How a write that may end sessions (a logout, a password or e-mail change, a lock, a deletion)
 * reaches the chat's sockets (decision 0030). Hooks announce the account here, in the write's
 * request; once the write commits, the listener the chat registers (server/chat/realtime.ts) asks
 * every instance, through the Socket.IO PostgreSQL adapter, to check that account's sockets
 * against the database and close those whose session ended. This module only carries the news
 * within the process, from the collections' layer to the server's.
 */
type Listener = (userId: number) => void

const listenersByPayload = new WeakMap<Payload, Set<Listener>>()

/** Registers `listener` for the accounts announced on `payload`; returns how to unregister it. */
export function onSessionsChanged(payload: Payload, listener: Listener): () => void {
  let listeners = listenersByPayload.get(payload)
  if (!listeners) listenersByPayload.set(payload, (listeners = new Set()))
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Tells the listeners about `userId` once the transaction of `req` commits (at once when it has none). */
export function announceSessionsChanged(req: PayloadRequest, userId: number): Promise<void> {
  return afterCommit(req, () => {
    for (const listener of listenersByPayload.get(req.payload) ?? []) listener(userId)
  })
}
