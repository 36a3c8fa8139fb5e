/**
 * The landing page's marketing figures (spec §1, issue 13): each one either a fixed value the
 * editors write or a live count from the database. The spec's figures are the defaults, so a young
 * deployment does not advertise '10 barbearias'.
 */
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

export const DEFAULT_FIGURES: LandingFigure[] = [
  { label: 'barbearias ativas', mode: 'fixed', value: '500+' },
  { label: 'barbeiros', mode: 'fixed', value: '2.000+' },
  { label: 'vagas por mês', mode: 'fixed', value: '1.200+' },
  { label: 'avaliação média', mode: 'fixed', value: '4,8' },
  { label: 'anos no mercado', mode: 'fixed', value: '2+' },
  { label: 'pessoas na equipe', mode: 'fixed', value: '20+' },
  { label: 'ROI médio dos clientes', mode: 'fixed', value: '3,5x' },
]

export const figureMessages = {
  valueRequired: 'Informe o valor do número fixo.',
  sourceRequired: 'Escolha a contagem ao vivo deste número.',
} as const
