import { Suspense, type ReactNode } from 'react'
import { ProofOfWorkGate } from '../auth/ProofOfWorkGate'
import { useSession } from '../auth/session'
import { Toaster } from '../ui/toast'
import { Footer } from './Footer'
import { Header } from './Header'
import { lazyComponent } from '../ui/lazyComponent'

/**
 * What every screen stands in: the skip link, header, main content, footer and toasts. Free of
 * the router, so the landing page's own lean entry (web/landing/LandingApp.tsx) uses it too.
 * The consent dialog concerns only a signed-in person: its code loads for them alone, after the
 * first paint (issue 29's JS budgets).
 */
const ConsentDialog = lazyComponent(() => import('../legal/ConsentDialog').then((m) => m.ConsentDialog))

export function AppFrame({ children }: { children: ReactNode }) {
  const signedIn = Boolean(useSession().data?.user)
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-stone-900"
      >
        Pular para o conteúdo
      </a>
      <Header />
      <main id="conteudo" className="flex-1">
        {children}
      </main>
      <Footer />
      {signedIn && (
        <Suspense fallback={null}>
          <ConsentDialog />
        </Suspense>
      )}
      <ProofOfWorkGate />
      <Toaster />
    </div>
  )
}
