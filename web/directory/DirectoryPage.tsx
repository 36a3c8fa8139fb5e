import type { UseQueryResult } from '@tanstack/react-query'
import { Store, UserPlus, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import type { BarberCard, BarbershopCard, DirectoryPage as ResultsPage } from '#domain/directory'
import { placeWords, type PlaceWords } from '#domain/locations'
import { useSession } from '../auth/session'
import { useViewerCountry } from '../landing/planCountry'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { ButtonLink } from '../ui/Button'
import { BarberDirectoryCard } from './BarberDirectoryCard'
import { DirectoryResults, type DirectoryTexts } from './DirectoryResults'
import { DirectorySearch } from './DirectorySearch'
import { JoinCallToAction } from './JoinCallToAction'
import type { DirectoryFilters } from './filters'
import { useBarbersDirectory, useShopsDirectory } from './queries'
import { ShopDirectoryCard } from './ShopDirectoryCard'
import { useDirectoryFilters } from './useDirectoryFilters'
import { NearMeControl } from '../nearby/NearMeControl'

/** What tells one public directory from the other: its words, its query and its card. */
type Directory<T extends { id: number }> = {
  title: string
  description: string
  signupPath: string
  signupLabel: string
  signupIcon: LucideIcon
  /** The search box; its placeholder names places in the viewer's country's words. */
  search: { label: string; placeholder: (words: PlaceWords) => string }
  texts: DirectoryTexts
  join: { title: string; text: string }
  useResults: (filters: DirectoryFilters) => UseQueryResult<ResultsPage<T>>
  card: (item: T) => ReactNode
}

const barbers: Directory<BarberCard> = {
  title: 'Barbeiros',
  description: 'Profissionais do Brasil e de Portugal com especialidades, avaliações e vídeo de apresentação.',
  signupPath: '/cadastro?tipo=barbeiro',
  signupLabel: 'Criar Meu Perfil',
  signupIcon: UserPlus,
  search: { label: 'Buscar barbeiros', placeholder: (words) => `Nome, ${words.city} ou especialidade` },
  texts: {
    one: 'barbeiro',
    many: 'barbeiros',
    loading: 'Carregando barbeiros...',
    loadFailed: 'Erro ao carregar barbeiros',
    emptyTitle: 'Ainda não há barbeiros cadastrados',
    emptyText: 'Os primeiros perfis aparecem aqui assim que forem criados.',
    noMatchTitle: 'Nenhum barbeiro encontrado',
  },
  join: {
    title: 'Você é barbeiro?',
    text: 'Crie seu perfil com foto, Instagram e vídeo de apresentação e seja encontrado pelas barbearias que estão contratando.',
  },
  useResults: useBarbersDirectory,
  card: (barber) => <BarberDirectoryCard barber={barber} />,
}

const barbershops: Directory<BarbershopCard> = {
  title: 'Barbearias',
  description: 'Barbearias do Brasil e de Portugal que contratam pelo Navalha, com suas vagas abertas e avaliações.',
  signupPath: '/cadastro?tipo=barbearia',
  signupLabel: 'Cadastrar Minha Barbearia',
  signupIcon: Store,
  search: { label: 'Buscar barbearias', placeholder: (words) => `Nome, ${words.city} ou ${words.district}` },
  texts: {
    one: 'barbearia',
    many: 'barbearias',
    loading: 'Carregando barbearias...',
    loadFailed: 'Erro ao carregar barbearias',
    emptyTitle: 'Ainda não há barbearias cadastradas',
    emptyText: 'As primeiras barbearias aparecem aqui assim que se cadastrarem.',
    noMatchTitle: 'Nenhuma barbearia encontrada',
  },
  join: { title: 'Tem uma barbearia?', text: 'Anuncie suas vagas, receba candidaturas com vídeo de apresentação e contrate com segurança.' },
  useResults: useShopsDirectory,
  card: (shop) => <ShopDirectoryCard shop={shop} />,
}

/** A public directory, ranked by the server (verified, rating, complete profile), searchable and paged in the URL. */
function DirectoryScreen<T extends { id: number }>({ directory }: { directory: Directory<T> }) {
  const { data: session } = useSession()
  const visitor = !session?.user
  const { filters, search, setPage, clear, filtered } = useDirectoryFilters(session?.profile?.country ?? null)
  const query = directory.useResults(filters)
  // Places are named in the filtered country's words, else the viewer's.
  const viewerCountry = useViewerCountry()
  const country = filters.country ?? viewerCountry
  const SignupIcon = directory.signupIcon

  return (
    <Page>
      <PageHeader
        title={directory.title}
        description={directory.description}
        actions={
          visitor && (
            <ButtonLink to={directory.signupPath}>
              <SignupIcon className="size-4" aria-hidden="true" /> {directory.signupLabel}
            </ButtonLink>
          )
        }
      />
      <div className="mb-3">
        <NearMeControl what={directory.title} />
      </div>
      <DirectorySearch
        label={directory.search.label}
        placeholder={directory.search.placeholder(placeWords(country))}
        filters={filters}
        filtered={filtered}
        onSearch={search}
        onClear={clear}
      />
      <DirectoryResults
        query={query}
        filtered={filtered}
        onClear={clear}
        onPage={setPage}
        texts={directory.texts}
        country={country}
        emptyAction={visitor && <ButtonLink to={directory.signupPath}>{directory.signupLabel}</ButtonLink>}
        renderCard={directory.card}
      />
      {visitor && (
        <JoinCallToAction title={directory.join.title} action={directory.signupLabel} to={directory.signupPath}>
          {directory.join.text}
        </JoinCallToAction>
      )}
    </Page>
  )
}

/** /barbeiros: the public directory of barbers. */
export const BarbersDirectoryPage = () => <DirectoryScreen directory={barbers} />

/** /barbearias: the public directory of barbershops with their open jobs. */
export const ShopsDirectoryPage = () => <DirectoryScreen directory={barbershops} />
