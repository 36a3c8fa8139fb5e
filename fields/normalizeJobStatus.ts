import type { FieldHook } from 'payload'
import { normalizeJobStatus as canonicalStatus } from '#domain/jobs'

/** `open`/`closed` are written as `active`/`inactive`; anything unknown is left for validation to refuse. */
export const normalizeJobStatus: FieldHook = ({ value }) => canonicalStatus(value) ?? value
