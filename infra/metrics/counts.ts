/**
 * Events counted in this process for GET /metrics (server/operations/metrics.ts) where they happen,
 * deep in hooks that know nothing of the metrics registry.
 */
export const quotaRefusals = new Map<string, number>()

export function countQuotaRefusal(kind: string): void {
  quotaRefusals.set(kind, (quotaRefusals.get(kind) ?? 0) + 1)
}
