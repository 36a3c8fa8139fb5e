import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { io, type Socket } from 'socket.io-client'
import { chatEvents } from '#domain/chat'
import { chatKeys } from '../api/queryKeys'

/**
 * The chat's live connection while /chat is open: WebSocket only (the server refuses long
 * polling so instances need no sticky sessions), the session cookie goes with the handshake.
 * It reconnects by itself; while it is down the screens poll the REST API instead.
 */
export function useChatSocket(): { socket: Socket | null; connected: boolean } {
  const queryClient = useQueryClient()
  const [socket, setSocket] = useState<Socket | null>(null)
  const [connected, setConnected] = useState(false)

  useEffect(() => {
    const connection = io({ transports: ['websocket'], withCredentials: true })
    // A fetch already under way answers as well: restarting it on every nudge could starve it.
    const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false })
    const refreshInbox = () => {
      refresh(chatKeys.conversations)
      refresh(chatKeys.unread)
    }
    connection.on('connect', () => {
      setConnected(true)
      // Whatever changed while disconnected.
      refreshInbox()
    })
    connection.on('disconnect', () => setConnected(false))
    connection.on(chatEvents.inbox, ({ conversation }: { conversation: number }) => {
      refreshInbox()
      refresh(chatKeys.conversation(conversation))
    })
    // An event was withheld (the server could not check the session in time): read everything again.
    connection.on(chatEvents.resync, () => refresh(chatKeys.all))
    setSocket(connection)
    return () => {
      connection.removeAllListeners()
      connection.disconnect()
      setSocket(null)
      setConnected(false)
    }
  }, [queryClient])

  return { socket, connected }
}
