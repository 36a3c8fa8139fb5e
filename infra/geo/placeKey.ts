/** Accents, case, apostrophes, hyphens and extra spaces aside: "sao joao d'alianca" meets "São João d'Aliança". */
export const placeKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`´]/g, '')
    .replace(/[-\s]+/g, ' ')
    .trim()
