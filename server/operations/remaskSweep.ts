import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { remaskBatch, type RemaskOptions } from '#infra/database/remaskPublicTexts'
import { requestTransaction } from '#utilities/requestTransaction'
import { scheduleSweep } from '../sweeps'

const REMASK_EVERY_MS = 10 * 60_000

/** Every stale row, one transaction per batch (short locks); answers how many rows were rewritten. */
export async function remaskPublicTexts(payload: Payload, options: RemaskOptions = {}): Promise<number> {
  let total = 0
  for (;;) {
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    let done: number
    try {
      done = await remaskBatch(payload, await requestTransaction(req, 'o novo mascaramento dos textos públicos'), options)
      await commitTransaction(req)
    } catch (error) {
      await killTransaction(req)
      throw error
    }
    if (!done) return total
    total += done
  }
}

/**
 * Stored public texts follow the contact policy's version (decision 0029). At boot, a new
 * version's rules mask every row of an older one again, in the background while the app serves
 * (one instance at a time, under the sweep's advisory lock; each batch also claims its rows with SKIP LOCKED);
 * every ten minutes the same sweep catches rows that an instance of the previous release saved
 * during a rolling deploy. When every row is current it costs one index probe per table.
 */
export const scheduleRemask = (payload: Payload) =>
  scheduleSweep(
    payload,
    'remask',
    REMASK_EVERY_MS,
    async () => {
      const rows = await remaskPublicTexts(payload)
      if (rows) payload.logger.info({ rows }, 'contatos: textos públicos mascarados de novo pela política atual')
    },
    'contatos: falha ao mascarar de novo os textos públicos',
  )
