/** "Menos de 1 ano", "1 ano", "6 anos": a barber's experience as people say it. */
export function yearsLabel(years: number): string {
  if (years <= 0) return 'Menos de 1 ano'
  return `${years} ${years === 1 ? 'ano' : 'anos'}`
}
