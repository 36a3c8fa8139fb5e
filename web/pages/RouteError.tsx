import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { ButtonLink } from '../ui/Button'
import { NotFoundPage } from './NotFoundPage'

/** A page that failed to load (a network error while fetching its code, an unexpected error). */
export function RouteError() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  return <PageFailed />
}

function PageFailed() {
  useDocumentTitle('Algo deu errado')
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">Algo deu errado</h1>
      <p className="text-stone-600">Não foi possível abrir esta página. Verifique sua conexão e tente novamente.</p>
      <div className="flex gap-2">
        <button type="button" className="rounded-lg border border-stone-300 px-4 py-2 text-sm font-semibold" onClick={() => window.location.reload()}>
          Tentar novamente
        </button>
        <ButtonLink to="/">Ir para o início</ButtonLink>
      </div>
    </div>
  )
}
