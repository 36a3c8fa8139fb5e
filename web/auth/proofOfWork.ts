import { useCallback, useState } from 'react'
import { PROOF_OF_WORK_HEADER, PROOF_OF_WORK_REQUIRED } from '#domain/proofOfWork'
import { ApiError } from '../api/client'

/**
 * The proof of work the server asks of an address past its caps (decision 0032): the solution the
 * widget found waits here for the next login, sign-up or reset request, which sends it once (the
 * server accepts each solution once).
 */
let pending: string | null = null

/** The headers carrying the solved challenge, if one waits; taking them spends it. */
export function takeProofHeaders(): Record<string, string> {
  if (!pending) return {}
  const headers = { [PROOF_OF_WORK_HEADER]: pending }
  pending = null
  return headers
}

const asksForProof = (error: unknown): error is ApiError => error instanceof ApiError && error.code === PROOF_OF_WORK_REQUIRED

/**
 * A form's side of it: `asked(error)` is true when the server asked for a proof (the form then
 * shows the challenge, not an error); `solved(payload)` keeps the solution for the resubmission.
 * `round` changes with each request for a proof, so a fresh widget (and challenge) is drawn.
 */
export function useProofOfWork() {
  const [request, setRequest] = useState<{ message: string; round: number } | null>(null)
  const asked = useCallback((error: unknown) => {
    if (!asksForProof(error)) return false
    setRequest((current) => ({ message: error.message, round: (current?.round ?? 0) + 1 }))
    return true
  }, [])
  const solved = useCallback((payload: string) => {
    pending = payload
    setRequest(null)
  }, [])
  return { request, asked, solved }
}

/**
 * The requests a link opens by itself (a reset link's check and new password, an e-mail
 * confirmation): no form to show the challenge in, so the one gate of the app (ProofOfWorkGate,
 * in the frame of every page) asks, and the request goes again with the solution. Closing the
 * gate gives the page the server's refusal, shown as any other.
 */
type ProofRequest = { message: string; settle: (payload: string | null) => void }

let asking: ProofRequest | null = null
const watchers = new Set<() => void>()
const announce = () => watchers.forEach((watcher) => watcher())

export const proofGate = {
  subscribe(watcher: () => void) {
    watchers.add(watcher)
    return () => void watchers.delete(watcher)
  },
  current: () => asking,
  settle(payload: string | null) {
    const request = asking
    asking = null
    announce()
    request?.settle(payload)
  },
}

function askForProof(message: string): Promise<string | null> {
  // One question at a time: a newer one replaces an older one, whose request gives up.
  asking?.settle(null)
  return new Promise((resolve) => {
    asking = { message, settle: resolve }
    announce()
  })
}

/** `call` with no proof, and once more with one when the server asks this address for it. */
export async function withProof<T>(call: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  try {
    return await call({})
  } catch (error) {
    if (!asksForProof(error)) throw error
    const payload = await askForProof(error.message)
    if (!payload) throw error
    return call({ [PROOF_OF_WORK_HEADER]: payload })
  }
}
