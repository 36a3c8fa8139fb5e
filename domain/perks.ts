import { hasPaidAccess, trialRunning, type AccountFacts } from './account'
import { isStaff, type UserType } from './roles'
import { isNewProfile, isTopRated, NEW_PROFILE_DAYS, TOP_RATED_MIN_AVERAGE, TOP_RATED_MIN_REVIEWS } from './reviews'

/**
 * Plan perks (spec §9, issue 12, decision 0024): what a paid plan gives beyond its monthly quota.
 * The tier is the plan's length (months is unique per audience): Trimestral 3, Semestral 6, Anual
 * 12. A higher tier includes every perk of the lower ones. A paid subscription (active, or failing
 * within its grace period) gives its plan's perks; the trial gives the features among them
 * (TRIAL_PERKS, decision 0055); locked accounts get none.
 *
 * The read path computes the same rules in SQL (infra/database/perkSql.ts) from these constants.
 */
const PERKS = ['featured', 'recommendations', 'premiumBadge', 'earlyAccess'] as const
export type Perk = (typeof PERKS)[number]
export type Perks = Record<Perk, boolean>

/** The shortest plan (in months) that includes each perk. */
export const PERK_MIN_MONTHS: Record<Perk, number> = {
  featured: 6,
  recommendations: 6,
  premiumBadge: 12,
  earlyAccess: 12,
}

/** Perks that only one audience's plans promise ('Acesso antecipado às novas vagas' is the barbers' Anual). */
const PERK_AUDIENCE: Partial<Record<Perk, UserType>> = { earlyAccess: 'barber' }

export const NO_PERKS: Perks = { featured: false, recommendations: false, premiumBadge: false, earlyAccess: false }

/**
 * The trial is 'full access' (spec §1, decision 0055): it has every feature an account uses for
 * itself, recommendations included. What tells others that an account pays ('Destaque' first in the
 * lists, the Premium badge, which says 'assinante do plano Anual') and the annual barbers' head start
 * on new jobs are not features of the product but a paid plan's standing among the others: in the
 * trial they would be untrue, or put every new account ahead of those who pay for it. /planos says
 * so (billingMessages.trialIncludes). The lean read path (infra/database/perkSql.ts) computes only
 * the perks the trial lacks, from the paid plan alone.
 */
const TRIAL_PERKS: Perks = { ...NO_PERKS, recommendations: true }

export type PerkPlan = { months: number; audience?: string | null }

/** The perks a plan of this length gives its audience, whoever pays it. */
export function planPerks(plan: PerkPlan): Perks {
  const perks = { ...NO_PERKS }
  for (const perk of PERKS) {
    const audience = PERK_AUDIENCE[perk]
    perks[perk] = plan.months >= PERK_MIN_MONTHS[perk] && (!audience || !plan.audience || plan.audience === audience)
  }
  return perks
}

/**
 * The perks an account has now: those of the plan it pays for, and the trial's while its trial
 * lasts (a plan bought on the trial's first day takes nothing away); none when locked, none for staff.
 */
export function accountPerks(account: AccountFacts, plan: PerkPlan | null | undefined, now: Date = new Date()): Perks {
  if (isStaff(account)) return { ...NO_PERKS }
  const perks = plan && hasPaidAccess(account, now) ? planPerks(plan) : { ...NO_PERKS }
  if (trialRunning(account, now)) for (const perk of PERKS) perks[perk] ||= TRIAL_PERKS[perk]
  return perks
}

/**
 * Badges on public profiles, directory cards and recommendations, as one list in one order (issue
 * 14): 'Verificado' (an admin checked it), 'Premium Barber' / 'Premium Barbershop' (annual plan),
 * 'Top avaliado' (average ≥ 4,8 over at least 5 published reviews) and 'Novo' (joined in the
 * last 30 days). Each explains itself.
 */
const PROFILE_BADGES = ['verified', 'premium', 'topRated', 'new'] as const
export type ProfileBadge = (typeof PROFILE_BADGES)[number]

export type BadgeText = { label: string; explanation: string }

export function profileBadgeText(badge: ProfileBadge, audience: UserType): BadgeText {
  switch (badge) {
    case 'verified':
      return { label: 'Verificado', explanation: 'Perfil conferido pela equipe do Navalha.' }
    case 'premium':
      return audience === 'barber'
        ? { label: 'Premium Barber', explanation: 'Barbeiro assinante do plano Anual do Navalha.' }
        : { label: 'Premium Barbershop', explanation: 'Barbearia assinante do plano Anual do Navalha.' }
    case 'topRated':
      return {
        label: 'Top avaliado',
        explanation: `Média de ${TOP_RATED_MIN_AVERAGE.toLocaleString('pt-BR', { minimumFractionDigits: 1 })} ou mais em pelo menos ${TOP_RATED_MIN_REVIEWS} avaliações publicadas.`,
      }
    case 'new':
      return { label: 'Novo', explanation: `Entrou no Navalha nos últimos ${NEW_PROFILE_DAYS} dias.` }
  }
}

export type BadgeFacts = {
  premium: boolean
  verified?: boolean | null
  rating?: number | null
  ratingCount?: number | null
  /** When the profile was created. */
  createdAt?: string | Date | null
}

/** The badges a profile shows, from what the read path computed. */
export function profileBadges(facts: BadgeFacts, now: Date = new Date()): ProfileBadge[] {
  const badges: ProfileBadge[] = []
  if (facts.verified) badges.push('verified')
  if (facts.premium) badges.push('premium')
  if (isTopRated(facts.rating, facts.ratingCount)) badges.push('topRated')
  if (facts.createdAt && isNewProfile(facts.createdAt, now)) badges.push('new')
  return badges
}

/** What GET /api/profile-badges/:kind/:id answers for a public profile. */
export type ProfileBadgeList = { badges: ProfileBadge[]; featured: boolean }

export const FEATURED_LABEL = 'Destaque'
export const FEATURED_EXPLANATION = 'Assinante dos planos Semestral ou Anual: aparece antes dos perfis com a mesma avaliação nas listas.'

export const perkMessages = {
  recommendationsLocked: 'Recomendações de vagas fazem parte dos planos Semestral e Anual.',
  recommendationsLockedTitle: 'Recurso dos planos Semestral e Anual',
  barberRecommendationsLocked: 'Recomendações de barbeiros fazem parte dos planos Semestral e Anual.',
  barbersOnly: 'Apenas barbeiros recebem recomendações de vagas.',
  shopsOnly: 'Apenas barbearias recebem recomendações de barbeiros.',
} as const

/** How many jobs 'Recomendadas para você' shows. */
export const RECOMMENDATIONS_LIMIT = 6

/** Where recommendations look: the profile's state, its city first. */
export type RecommendationBasis = { city: string | null; state: string; country: string }

export type BarberRecommendation = {
  id: number
  name: string
  city: string | null
  state: string | null
  experienceYears: number | null
  rating: number | null
  ratingCount: number
  verified: boolean
  badges: ProfileBadge[]
}
