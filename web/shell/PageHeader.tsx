import type { ReactNode } from 'react'
import { BackButton } from './BackButton'
import { useDocumentTitle } from './useDocumentTitle'

/** A page's title, with Voltar above it and actions beside it; a text title also names the browser's tab. */
export function PageHeader({
  title,
  description,
  actions,
  back = true,
  backTo,
  tabTitle,
}: {
  title: ReactNode
  description?: ReactNode
  actions?: ReactNode
  back?: boolean
  backTo?: string
  /** The browser tab's name where it says more than the heading (a search's filters). */
  tabTitle?: string
}) {
  useDocumentTitle(tabTitle ?? (typeof title === 'string' ? title : undefined))
  return (
    <div className="mb-6 flex flex-col gap-2">
      {back && <BackButton to={backTo} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
          {description && <p className="mt-1 text-stone-600">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  )
}
