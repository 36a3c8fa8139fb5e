import type { UserType } from '#domain/roles'

const signupType: Record<UserType, string> = { barber: 'barbeiro', barbershop: 'barbearia' }

/** The sign-up screen with the account type already chosen (Sou Barbeiro / Sou Barbearia). */
export const signupPath = (type: UserType) => `/cadastro?tipo=${signupType[type]}`
