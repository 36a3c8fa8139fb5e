import { Pencil } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { profileMessages } from '#domain/messages/profiles'
import { Avatar } from '../ui/Avatar'
import { ButtonLink } from '../ui/Button'
import { AppLink } from '../ui/navigation'

/** The profile card of a panel: picture, name, a few facts, edit and public page. */
export function ProfileSummary({
  imageUrl,
  square,
  name,
  facts,
  publicPath,
}: {
  imageUrl: string | null
  square?: boolean
  name: string
  facts: { label: string; value: ReactNode }[]
  publicPath: string | null
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold text-stone-900">
          Meu perfil
        </h2>
        <ButtonLink to="/completar-perfil" variant="outline" size="sm">
          <Pencil className="size-4" aria-hidden="true" /> Editar perfil
        </ButtonLink>
      </div>
      <div className="flex items-center gap-4">
        <Avatar src={imageUrl} name={name} square={square} />
        <p className="min-w-0 text-lg font-semibold break-words text-stone-900">{name}</p>
      </div>
      <dl className="grid gap-3 text-sm">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col gap-0.5 border-t border-stone-100 pt-3 sm:flex-row sm:justify-between sm:gap-4">
            <dt className="text-stone-600">{fact.label}</dt>
            <dd className="font-medium break-words text-stone-900 sm:text-right">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {publicPath && (
        <AppLink to={publicPath} className="text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
          Ver meu perfil público
        </AppLink>
      )}
    </section>
  )
}

export function notProvided(value: ReactNode | null | undefined): ReactNode {
  return value === null || value === undefined || value === '' ? <span className="font-normal text-stone-500">{profileMessages.notProvided}</span> : value
}
