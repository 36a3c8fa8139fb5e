import type { ReactNode } from 'react'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { cn } from '../ui/cn'

/** The narrow, centred column shared by the sign-in, password and e-mail confirmation screens. */
export function AuthFrame({ title, description, children }: { title: ReactNode; description?: ReactNode; children: ReactNode }) {
  useDocumentTitle(typeof title === 'string' ? title : undefined)
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <h1 className="text-center text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
      {description && <p className="mt-2 text-center text-stone-600">{description}</p>}
      <div className="mt-6 flex flex-col gap-4">{children}</div>
    </div>
  )
}

/** A button that reads as a text link: it changes what the screen shows without going anywhere. */
export function linkButtonClasses(className?: string) {
  return cn('rounded text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900', className)
}
