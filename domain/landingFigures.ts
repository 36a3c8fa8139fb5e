/**
 * The landing page's marketing figures (spec §1, issue 13): each one either a fixed value the
 * editors write or a live count from the database. The spec's figures ('500+ barbearias ativas',
 * '2.000+ barbeiros'...) were the original product's placeholders and untrue here, so the defaults
 * are live counts, shown rounded down to honest steps (docs/decisions/0033-live-landing-figures.md).
 */
import type { PublicStats } from './bootstrap'

export const FIGURE_MODES = ['fixed', 'live'] as const
export type FigureMode = (typeof FIGURE_MODES)[number]

export const LIVE_SOURCES = ['shops', 'barbers', 'jobsPerMonth', 'averageRating'] as const
export type LiveSource = (typeof LIVE_SOURCES)[number]

export const figureModeLabels: Record<FigureMode, string> = { fixed: 'Valor fixo', live: 'Contagem ao vivo' }

export const liveSourceLabels: Record<LiveSource, string> = {
  shops: 'Barbearias cadastradas',
  barbers: 'Barbeiros cadastrados',
  jobsPerMonth: 'Vagas publicadas nos últimos 30 dias',
  averageRating: 'Avaliação média (avaliações visíveis)',
}

export type LandingFigure = { label: string; mode: FigureMode; value?: string | null; liveSource?: LiveSource | null }

/** What a new landing shows: counts the database proves, and one fact that is simply true. */
export const DEFAULT_FIGURES: LandingFigure[] = [
  { label: 'barbearias cadastradas', mode: 'live', liveSource: 'shops' },
  { label: 'barbeiros cadastrados', mode: 'live', liveSource: 'barbers' },
  { label: 'vagas nos últimos 30 dias', mode: 'live', liveSource: 'jobsPerMonth' },
  { label: 'avaliação média', mode: 'live', liveSource: 'averageRating' },
  { label: 'países: Brasil e Portugal', mode: 'fixed', value: '2' },
]

const integerFormat = new Intl.NumberFormat('pt-BR')
const ratingFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/**
 * A count as a visitor reads it, never more than it is: exact below 10; below 1,000 rounded down to
 * its first digit ('37' is '30+', '523' is '500+'); from 1,000 on to its first two ('2.140' is
 * '2.100+'). The '+' says something was cut. Nothing (null) for zero: no figure beats '0 barbearias'.
 */
export function honestCount(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null
  const whole = Math.floor(count)
  if (whole < 10) return integerFormat.format(whole)
  const digits = Math.floor(Math.log10(whole)) + 1
  const step = 10 ** (digits - (whole < 1000 ? 1 : 2))
  const shown = Math.floor(whole / step) * step
  return `${integerFormat.format(shown)}${shown < whole ? '+' : ''}`
}

/** An average rating cut (not rounded) to one decimal, as pt-BR writes it: 4,87 is '4,8'. */
export function honestRating(average: number | null): string | null {
  if (average === null || !Number.isFinite(average) || average <= 0) return null
  return ratingFormat.format(Math.floor(average * 10 + 1e-9) / 10)
}

/** What a live figure shows now, or null when there is nothing true to show (the figure is left out). */
function liveFigureValue(source: LiveSource, stats: PublicStats): string | null {
  if (source === 'averageRating') return honestRating(stats.averageRating)
  return honestCount({ shops: stats.barbershops, barbers: stats.barbers, jobsPerMonth: stats.jobsPerMonth }[source])
}

/** The figures a visitor sees: fixed ones as written, live ones from the counts; none left empty. */
export function visibleFigures(figures: readonly LandingFigure[] | null | undefined, stats: PublicStats | undefined): { value: string; label: string }[] {
  return (figures ?? []).flatMap((figure) => {
    const value = figure.mode === 'live' ? (stats && figure.liveSource ? liveFigureValue(figure.liveSource, stats) : null) : figure.value?.trim()
    return value ? [{ value, label: figure.label }] : []
  })
}

export const figureMessages = {
  valueRequired: 'Informe o valor do número fixo.',
  sourceRequired: 'Escolha a contagem ao vivo deste número.',
} as const
