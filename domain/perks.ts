import { hasPaidAccess, type AccountFacts } from './account'
import type { UserType } from './roles'

/**
 * Plan perks (spec §9, issue 12, decision 0024): what a paid plan gives beyond its monthly quota.
 * The tier is the plan's length (months is unique per audience): Trimestral 3, Semestral 6, Anual
 * 12. A higher tier includes every perk of the lower ones. Only a paid subscription (active, or
 * failing within its grace period) gives perks: the trial and locked accounts get none.
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

/** The perks an account has now: those of the plan it pays for, none in trial, none when locked. */
export function accountPerks(account: AccountFacts, plan: PerkPlan | null | undefined, now: Date = new Date()): Perks {
  if (!plan || !hasPaidAccess(account, now)) return { ...NO_PERKS }
  return planPerks(plan)
}

/**
 * Badges on public profiles and directory cards, as a list: issue 14 adds 'Verificado', 'Top
 * avaliado' and 'Novo' to the same list and the same component.
 */
const PROFILE_BADGES = ['premium'] as const
export type ProfileBadge = (typeof PROFILE_BADGES)[number]

export type BadgeText = { label: string; explanation: string }

export function profileBadgeText(badge: ProfileBadge, audience: UserType): BadgeText {
  switch (badge) {
    case 'premium':
      return audience === 'barber'
        ? { label: 'Premium Barber', explanation: 'Barbeiro assinante do plano Anual do Navalha.' }
        : { label: 'Premium Barbershop', explanation: 'Barbearia assinante do plano Anual do Navalha.' }
  }
}

/** The badges a profile shows, from what the read path computed. */
export function profileBadges(facts: { premium: boolean }): ProfileBadge[] {
  return facts.premium ? ['premium'] : []
}

/** What GET /api/profile-badges/:kind/:id answers for a public profile. */
export type ProfileBadgeList = { badges: ProfileBadge[]; featured: boolean }

export const FEATURED_LABEL = 'Destaque'
export const FEATURED_EXPLANATION = 'Assinante dos planos Semestral ou Anual: aparece primeiro nas listas, depois dos filtros.'

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
