import { Store } from 'lucide-react'
import { useSession } from '../auth/session'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { ButtonLink } from '../ui/Button'
import { DirectoryResults } from './DirectoryResults'
import { DirectorySearch } from './DirectorySearch'
import { JoinCallToAction } from './JoinCallToAction'
import { useShopsDirectory } from './queries'
import { ShopDirectoryCard } from './ShopDirectoryCard'
import { useDirectoryFilters } from './useDirectoryFilters'

const SIGNUP_PATH = '/cadastro?tipo=barbearia'

/** /barbearias: the public directory of barbershops with their open jobs, ranked by the server. */
export function ShopsDirectoryPage() {
  const { data: session } = useSession()
  const visitor = !session?.user
  const { filters, search, setPage, clear, filtered } = useDirectoryFilters(session?.profile?.country ?? null)
  const query = useShopsDirectory(filters)

  return (
    <Page>
      <PageHeader
        title="Barbearias"
        description="Barbearias do Brasil e de Portugal que contratam pelo Navalha, com suas vagas abertas e avaliações."
        actions={
          visitor && (
            <ButtonLink to={SIGNUP_PATH}>
              <Store className="size-4" aria-hidden="true" /> Cadastrar Minha Barbearia
            </ButtonLink>
          )
        }
      />
      <DirectorySearch label="Buscar barbearias" placeholder="Nome, cidade ou bairro" filters={filters} filtered={filtered} onSearch={search} onClear={clear} />
      <DirectoryResults
        query={query}
        filtered={filtered}
        onClear={clear}
        onPage={setPage}
        texts={{
          one: 'barbearia',
          many: 'barbearias',
          loading: 'Carregando barbearias...',
          loadFailed: 'Erro ao carregar barbearias',
          emptyTitle: 'Ainda não há barbearias cadastradas',
          emptyText: 'As primeiras barbearias aparecem aqui assim que se cadastrarem.',
          noMatchTitle: 'Nenhuma barbearia encontrada',
        }}
        emptyAction={visitor && <ButtonLink to={SIGNUP_PATH}>Cadastrar Minha Barbearia</ButtonLink>}
        renderCard={(shop) => <ShopDirectoryCard shop={shop} />}
      />
      {visitor && (
        <JoinCallToAction title="Tem uma barbearia?" action="Cadastrar Minha Barbearia" to={SIGNUP_PATH}>
          Anuncie suas vagas, receba candidaturas com vídeo de apresentação e contrate com segurança.
        </JoinCallToAction>
      )}
    </Page>
  )
}
