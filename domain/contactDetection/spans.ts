export type ContactKind = 'phone' | 'email' | 'link' | 'handle'

/** What a detector found: [start, end) of the readable text. */
export type Span = { start: number; end: number; kind: ContactKind }
