import { Outlet, ScrollRestoration } from 'react-router-dom'
import { Toaster } from '../ui/toast'
import { Footer } from './Footer'
import { RouterNavigation } from './RouterNavigation'
import { Header } from './Header'

export function Layout() {
  return (
    <RouterNavigation>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#conteudo"
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-stone-900"
        >
          Pular para o conteúdo
        </a>
        <Header />
        <main id="conteudo" className="flex-1">
          <Outlet />
        </main>
        <Footer />
        <Toaster />
        <ScrollRestoration />
      </div>
    </RouterNavigation>
  )
}

/** The width and padding of an ordinary page. */
export function Page({ children, narrow = false }: { children: React.ReactNode; narrow?: boolean }) {
  return <div className={narrow ? 'mx-auto max-w-xl px-4 py-8' : 'mx-auto max-w-6xl px-4 py-8'}>{children}</div>
}
