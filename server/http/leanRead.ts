import type { IncomingMessage } from 'node:http'

/** A lean read's answer: the JSON body, and the request header it varies on (Accept-Encoding is added when compressible). */
type LeanAnswer = { body: unknown; vary?: string }

/**
 * A read answered before Express (server/leanReads.ts, decision 0028), from the parsed query
 * string and the request (its headers: the session); bad input throws a DomainError.
 */
export type LeanRead = (query: unknown, req: IncomingMessage) => Promise<LeanAnswer>
