import type { Pool } from 'pg'
import webPush from 'web-push'
import { settings } from '../settings'

export type VapidKeys = { publicKey: string; privateKey: string }

const kept = new WeakMap<Pool, Promise<VapidKeys>>()

/**
 * The VAPID key pair every instance signs pushes with. A browser's subscription is bound to the
 * public key it was made with, so all instances must use the same pair, for as long as any
 * subscription lives. VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY win when set (production keeps them with
 * its other secrets). Unset, the first instance to boot generates a pair and offers it to a
 * one-row table; `ON CONFLICT DO NOTHING` keeps whichever offer committed first, and every
 * instance reads that row, so N instances booting at once still agree.
 */
export function vapidKeys(pool: Pool): Promise<VapidKeys> {
  const configured = settings().vapidKeys
  if (configured) return Promise.resolve(configured)
  let keys = kept.get(pool)
  if (!keys) {
    keys = storedKeys(pool)
    keys.catch(() => kept.delete(pool))
    kept.set(pool, keys)
  }
  return keys
}

async function storedKeys(pool: Pool): Promise<VapidKeys> {
  const offer = webPush.generateVAPIDKeys()
  await pool.query('INSERT INTO web_push_keys (id, public_key, private_key) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING', [
    offer.publicKey,
    offer.privateKey,
  ])
  const { rows } = await pool.query<{ public_key: string; private_key: string }>('SELECT public_key, private_key FROM web_push_keys WHERE id = 1')
  return { publicKey: rows[0]!.public_key, privateKey: rows[0]!.private_key }
}
