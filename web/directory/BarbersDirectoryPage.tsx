import { UserPlus } from 'lucide-react'
import { useSession } from '../auth/session'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { ButtonLink } from '../ui/Button'
import { BarberDirectoryCard } from './BarberDirectoryCard'
import { DirectoryResults } from './DirectoryResults'
import { DirectorySearch } from './DirectorySearch'
import { JoinCallToAction } from './JoinCallToAction'
import { useBarbersDirectory } from './queries'
import { useDirectoryFilters } from './useDirectoryFilters'

const SIGNUP_PATH = '/cadastro?tipo=barbeiro'

/** /barbeiros: the public directory of barbers, ranked by the server (verified, rating, complete profile). */
export function BarbersDirectoryPage() {
  const { data: session } = useSession()
  const visitor = !session?.user
  const { filters, search, setPage, clear, filtered } = useDirectoryFilters(session?.profile?.country ?? null)
  const query = useBarbersDirectory(filters)

  return (
    <Page>
      <PageHeader
        title="Barbeiros"
        description="Profissionais do Brasil e de Portugal com especialidades, avaliações e vídeo de apresentação."
        actions={
          visitor && (
            <ButtonLink to={SIGNUP_PATH}>
              <UserPlus className="size-4" aria-hidden="true" /> Criar Meu Perfil
            </ButtonLink>
          )
        }
      />
      <DirectorySearch
        label="Buscar barbeiros"
        placeholder="Nome, cidade ou especialidade"
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
        texts={{
          one: 'barbeiro',
          many: 'barbeiros',
          loading: 'Carregando barbeiros...',
          loadFailed: 'Erro ao carregar barbeiros',
          emptyTitle: 'Ainda não há barbeiros cadastrados',
          emptyText: 'Os primeiros perfis aparecem aqui assim que forem criados.',
          noMatchTitle: 'Nenhum barbeiro encontrado',
        }}
        emptyAction={visitor && <ButtonLink to={SIGNUP_PATH}>Criar Meu Perfil</ButtonLink>}
        renderCard={(barber) => <BarberDirectoryCard barber={barber} />}
      />
      {visitor && (
        <JoinCallToAction title="Você é barbeiro?" action="Criar Meu Perfil" to={SIGNUP_PATH}>
          Crie seu perfil com foto, Instagram e vídeo de apresentação e seja encontrado pelas barbearias que estão contratando.
        </JoinCallToAction>
      )}
    </Page>
  )
}
