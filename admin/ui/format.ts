const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** Ratings with one decimal (spec §9), '—' before the first review. */
export const formatRating = (rating: number | null | undefined) => (typeof rating === 'number' && rating > 0 ? oneDecimal.format(rating) : '—')

/** 'São Paulo/SP', or what there is of it. */
export const place = (record: { city?: string | null; state?: string | null }) => [record.city, record.state].filter(Boolean).join('/') || '—'
