import { AsyncLocalStorage } from 'node:async_hooks'
import type { Payload } from 'payload'

/**
 * Uploads through the REST API that hold a database transaction at once, per process. Payload's
 * create takes its transaction (one of the pool's 10 connections) before it reads the image, and
 * images are decoded one at a time (media/imageWork.ts): without this, fifteen uploads at once from
 * a few accounts held every connection while they queued for the image turn, and the rest waited
 * past the pool's 10 s and failed (decision 0058). Three: one decoding, two ready behind it, and
 * seven connections left for everything else. Kept in memory: it bounds this process's own pool, so
 * each instance has its own, as it has its own pool.
 */
export const UPLOADS_IN_TRANSACTION = 3

class Turns {
  private free: number
  private readonly waiting: Array<() => void> = []
  constructor(size: number) {
    this.free = size
  }
  take(): Promise<void> {
    if (this.free > 0) {
      this.free--
      return Promise.resolve()
    }
    return new Promise((resolve) => this.waiting.push(resolve))
  }
  give(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.free++
  }
}

const turns = new Turns(UPLOADS_IN_TRANSACTION)

/** One upload request's turn, taken at its first transaction (once, whatever else begins one later in it) and given back when the request ends. */
class UploadTurn {
  private taken: Promise<void> | undefined
  take(): Promise<void> {
    return (this.taken ??= turns.take())
  }
  async giveBack(): Promise<void> {
    if (!this.taken) return
    await this.taken
    turns.give()
  }
}

const currentUpload = new AsyncLocalStorage<UploadTurn>()

/**
 * Runs one upload request (`work`: Payload's handler, which reads the body first and then creates
 * the document): a transaction it begins waits for an upload turn, so the body is read and the user
 * looked up without holding one, and the wait holds no connection.
 */
export async function asUpload<T>(work: () => Promise<T>): Promise<T> {
  const turn = new UploadTurn()
  try {
    return await currentUpload.run(turn, work)
  } finally {
    await turn.giveBack()
  }
}

const waiting = new WeakSet<object>()

/** Makes the database adapter's transactions begun inside `asUpload` wait for an upload turn first (once per adapter). */
export function transactionsWaitForUploadTurn(payload: Payload): void {
  const db = payload.db
  if (waiting.has(db)) return
  waiting.add(db)
  const begin = db.beginTransaction.bind(db)
  db.beginTransaction = async (...args: Parameters<typeof begin>) => {
    await currentUpload.getStore()?.take()
    return begin(...args)
  }
}
