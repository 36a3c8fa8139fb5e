/** "Menos de 1 ano", "1 ano", "6 anos": a barber's experience as people say it. */
export function yearsLabel(years: number): string {
  if (years <= 0) return 'Menos de 1 ano'
  return `${years} ${years === 1 ? 'ano' : 'anos'}`
}

/** "4,8 (12 avaliações)" needs the count spelled with its noun. */
export function ratingCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'avaliação' : 'avaliações'}`
}
