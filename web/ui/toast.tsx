import { Suspense, useEffect, useSyncExternalStore } from 'react'
import type { ExternalToast } from 'sonner'
import { lazyComponent } from './lazyComponent'

/**
 * Toasts (sonner) load on first use, so pages that never show one (the landing page) do not
 * download the library. `toast.success(title, { description })` as in sonner. The rich colours
 * are darkened in styles.css to reach WCAG AA contrast.
 */
type Sonner = typeof import('sonner')
let library: Promise<Sonner> | undefined
let mounted = false
let resolveMounted: (() => void) | undefined
const mountedPromise = new Promise<void>((resolve) => (resolveMounted = resolve))
const listeners = new Set<() => void>()
let requested = false

function ensure(): Promise<Sonner> {
  library ??= import('sonner')
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
  return mounted ? library : library.then((sonner) => mountedPromise.then(() => sonner))
}

/** `action` is a button in the toast (sonner's: a label and what a click does). */
type Options = Pick<ExternalToast, 'description' | 'duration' | 'id'> & { action?: { label: string; onClick: () => void } }

export const toast = {
  success: (title: string, options?: Options) => void ensure().then((s) => s.toast.success(title, options)),
  error: (title: string, options?: Options) => void ensure().then((s) => s.toast.error(title, options)),
  message: (title: string, options?: Options) => void ensure().then((s) => s.toast(title, options)),
  /** Takes a toast away before its time, when what it said no longer holds. Nothing to do when none was ever shown. */
  dismiss: (id: string) => void (library ? ensure().then((s) => s.toast.dismiss(id)) : undefined),
}

const LazyToaster = lazyComponent(() => import('sonner').then((m) => m.Toaster))

function MountSignal() {
  useEffect(() => {
    mounted = true
    resolveMounted?.()
  }, [])
  return null
}

/** Shows `title` as an error toast whenever `error` is set (one toast per `id`). */
export function useErrorToast(error: unknown, title: string, { description, id }: { description?: string; id?: string } = {}) {
  useEffect(() => {
    if (error) toast.error(title, { description, id })
  }, [error, title, description, id])
}

/** Place once at the root; renders nothing until the first toast is asked for. */
export function Toaster() {
  const active = useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => requested,
    () => false,
  )
  if (!active) return null
  return (
    <Suspense fallback={null}>
      <LazyToaster
        position="top-center"
        richColors
        closeButton
        containerAriaLabel="Notificações"
        toastOptions={{ duration: 5000, closeButtonAriaLabel: 'Fechar notificação' }}
      />
      <MountSignal />
    </Suspense>
  )
}
