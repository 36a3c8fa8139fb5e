import type { Pool } from 'pg'

export type ConversationSummary = { id: number; barber_name: string; shop_name: string; message_count: number; flag_count: number; open_flag_count: number }

/**
 * What spec §2 "Conversas" lists beside each conversation: both names, how many messages and
 * flags it has. One query for the whole page, on conversations the admin could already read.
 */
export async function conversationSummaries(pool: Pool, ids: number[]): Promise<Map<number, ConversationSummary>> {
  if (!ids.length) return new Map()
  const { rows } = await pool.query<ConversationSummary>(
    `SELECT c.id, b.name AS barber_name, s.name AS shop_name,
            (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id)::int AS message_count,
            (SELECT count(*) FROM conversation_flags f WHERE f.conversation_id = c.id)::int AS flag_count,
            (SELECT count(*) FROM conversation_flags f WHERE f.conversation_id = c.id AND f.status = 'open')::int AS open_flag_count
       FROM conversations c JOIN barbers b ON b.id = c.barber_id JOIN barbershops s ON s.id = c.barbershop_id
      WHERE c.id = ANY($1::int[])`,
    [ids],
  )
  return new Map(rows.map((row) => [row.id, row]))
}

/** The conversations someone flagged, whatever the flag's status. */
export async function flaggedConversationIds(pool: Pool): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>('SELECT DISTINCT conversation_id AS id FROM conversation_flags')
  return rows.map((row) => row.id)
}
