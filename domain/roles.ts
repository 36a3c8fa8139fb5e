export const USER_TYPES = ['barber', 'barbershop'] as const
export type UserType = (typeof USER_TYPES)[number]

export const ROLES = ['barber', 'barbershop', 'admin', 'editor'] as const
export type Role = (typeof ROLES)[number]

export const roleLabels: Record<Role, string> = {
  barber: 'Barbeiro',
  barbershop: 'Barbearia',
  admin: 'Administrador',
  editor: 'Editor de conteúdo',
}

export const userTypeLabels: Record<UserType, string> = {
  barber: 'Barbeiro',
  barbershop: 'Barbearia',
}

/** The shape every role check needs: works for Payload's user and for the web app's session. */
export type WithRoles = { roles?: readonly string[] | null } | null | undefined

export function hasRole(user: WithRoles, role: Role): boolean {
  return Boolean(user?.roles?.includes(role))
}

/** Staff are never locked out by the trial and may act on everyone's data within their role. */
export function isStaff(user: WithRoles): boolean {
  return hasRole(user, 'admin') || hasRole(user, 'editor')
}
