import { useDocumentTitle } from '../shell/useDocumentTitle'
import { ButtonLink } from '../ui/Button'
import { useSay } from '../ui/wording'

export function NotFoundPage() {
  const say = useSay()
  useDocumentTitle('Página não encontrada')
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="text-2xl font-bold">Oops! Page not found</h1>
      <p className="text-stone-600">
        {say('A página que você procurou não existe ou mudou de endereço.', 'A página que procurou não existe ou mudou de endereço.')}
      </p>
      <ButtonLink to="/">Voltar para o início</ButtonLink>
    </div>
  )
}
