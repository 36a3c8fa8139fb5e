import type { AccountStatus, SubscriptionStatus } from './account'
import type { Country } from './locations'
import type { Perks } from './perks'
import type { Role, UserType } from './roles'

/** What the web app knows about who is signed in (GET /api/session). */
export type SessionUser = {
  id: number
  email: string
  name: string
  roles: Role[]
  userType: UserType | null
  accountStatus: AccountStatus
  trialEndsAt: string | null
  subscriptionStatus: SubscriptionStatus | null
  subscriptionEnd: string | null
  /** A new e-mail waiting for its confirmation link to be opened (Segurança da conta). */
  pendingEmail: string | null
  /** Whether the chat's unread e-mail is on (Segurança da conta, or the e-mail's own link). */
  chatEmailNotifications: boolean
  /** Whether the annual plan's 'Nova vaga em {cidade}' e-mails are on (Segurança da conta, or the e-mail's one-click link; decision 0068). */
  earlyAccessEmails: boolean
  /** Whether shops may invite this barber to their jobs (Segurança da conta, or an invitation e-mail's link; decision 0067). */
  invitationsEnabled: boolean
  /** The account's document had its free trial on an earlier account: it started without one (decision 0035). */
  trialDocumentUsed: boolean
  /** What the plan or the trial gives now (decisions 0024, 0055): the panels show the upsell without asking for what the server would refuse. */
  perks: Perks
}

/** `country`: the profile's, which is the account's (its document's); lists and filters start on it. */
type SessionProfile = { type: UserType; id: number; complete: boolean; completeness: number; country: Country }

export type Session = { user: SessionUser | null; profile: SessionProfile | null }

/** The role that decides a user's screens: admin first, then shop, then barber. */
export function primaryRole(user: Pick<SessionUser, 'roles'> | null | undefined): Role | null {
  if (!user) return null
  for (const role of ['admin', 'barbershop', 'barber', 'editor'] as const) if (user.roles.includes(role)) return role
  return null
}

/** Spec §2: the logo and the Voltar button lead to the role's panel. */
export function panelPath(user: Pick<SessionUser, 'roles'> | null | undefined): string {
  switch (primaryRole(user)) {
    case 'admin':
    case 'editor':
      return '/painel-admin'
    case 'barbershop':
      return '/painel-barbearia'
    case 'barber':
      return '/painel-barbeiro'
    default:
      return '/'
  }
}

export const roleHeadings: Record<Role, string> = {
  admin: 'Painel Admin',
  editor: 'Painel Admin',
  barbershop: 'Painel da Barbearia',
  barber: 'Painel do Barbeiro',
}

/** Where a signed-in user changes its e-mail and password (Segurança da conta). */
export const ACCOUNT_SECURITY_PATH = '/conta/seguranca'

/** Where a person downloads their data or deletes the account (decision 0035); here, not with the privacy schemas, so the shell's menu does not load zod. */
export const PRIVACY_PAGE_PATH = '/conta/privacidade'

/**
 * A path on this site: one leading slash, and not what browsers read as another host's ('//host',
 * '/\\host'). No control characters either: a URL parser drops tabs and line breaks, so '/<tab>/host'
 * is '//host' to the browser (and a `next` React Router cannot push it goes to by location.assign).
 */
export const isSameSitePath = (path: string) => /^\/(?![/\\])/.test(path) && !hasControlCharacter(path)

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index)
    if (unit < 0x20 || unit === 0x7f) return true
  }
  return false
}

/** A `next` parameter is followed only inside the app. */
export function safeNext(next: string | null | undefined): string | null {
  return next && isSameSitePath(next) && !next.startsWith('/api') ? next : null
}

/**
 * The console's Sair leaves for the marketplace's /auth, a page load away: it leaves this mark in the
 * tab's sessionStorage and /auth says 'Logout realizado com sucesso' (spec §8) where it can be read.
 */
export const SIGNED_OUT_NOTICE_KEY = 'navalha:saiu-do-painel'
