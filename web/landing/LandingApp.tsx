import { Footer } from '../shell/Footer'
import { Header } from '../shell/Header'
import { Toaster } from '../ui/toast'
import { LandingPage } from './LandingPage'

/**
 * The landing page on its own: the same header, page and footer as inside the app, without the
 * router (links are plain page loads), so a first visit downloads far less JavaScript.
 */
export function LandingApp() {
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
        <LandingPage />
      </main>
      <Footer />
      <Toaster />
    </div>
  )
}
