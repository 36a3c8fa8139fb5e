import { Menu, X } from 'lucide-react'
import { Suspense, useEffect, useState } from 'react'
import { panelPath, primaryRole, roleHeadings } from '#domain/session'
import { useSession } from '../auth/session'
import { useSignOut } from '../auth/useSignOut'
import { buttonClasses } from '../ui/Button'
import { cn } from '../ui/cn'
import { AppLink, AppNavLink, useNavigation } from '../ui/navigation'
import { AccountMenu } from './AccountMenu'
import { Logo } from './Logo'
import { accountLinks, headerLinks } from './navigation'
import { lazyComponent } from '../ui/lazyComponent'
import { useSay } from '../ui/wording'

/** Signed-in only (the Chat link), and with the chat's queries behind it: loaded after the first paint. */
const ChatLinkBadge = lazyComponent(() => import('../chat/ChatLinkBadge').then((m) => m.ChatLinkBadge))
const chatBadge = (
  <Suspense fallback={null}>
    <ChatLinkBadge />
  </Suspense>
)

const linkClasses = (active: boolean) =>
  cn('rounded-lg px-3 py-2 text-sm font-medium transition-colors', active ? 'bg-white/10 text-white' : 'text-stone-200 hover:bg-white/10 hover:text-white')

export function Header() {
  const { data: session } = useSession()
  const user = session?.user ?? null
  const { signOut } = useSignOut()
  const { pathname } = useNavigation()
  const [menuOpen, setMenuOpen] = useState(false)
  const say = useSay()
  const links = headerLinks(user)
  const role = primaryRole(user)

  useEffect(() => setMenuOpen(false), [pathname])

  return (
    <header className="sticky top-0 z-20 bg-ink text-white shadow">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo to={panelPath(user)} />
        <nav aria-label="Principal" className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <AppNavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClasses}>
              {link.label}
              {link.to === '/chat' && chatBadge}
            </AppNavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          {user ? (
            <AccountMenu user={user} onLogout={signOut} />
          ) : (
            <>
              <AppLink to="/auth" className={buttonClasses('ghostOnDark', 'sm')}>
                Entrar
              </AppLink>
              <AppLink to="/cadastro" className={buttonClasses('primary', 'sm')}>
                {say('Cadastrar', 'Registar')}
              </AppLink>
            </>
          )}
        </div>
        <button
          type="button"
          className="flex size-10 items-center justify-center rounded-lg hover:bg-white/10 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="menu-movel"
          aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </button>
      </div>
      {menuOpen && (
        <nav id="menu-movel" aria-label="Menu" className="border-t border-white/10 px-4 pb-4 md:hidden">
          <ul className="flex flex-col gap-1 pt-2">
            {links.map((link) => (
              <li key={link.to}>
                <AppNavLink to={link.to} end={link.to === '/'} className={(active) => cn(linkClasses(active), 'block')}>
                  {link.label}
                  {link.to === '/chat' && chatBadge}
                </AppNavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 border-t border-white/10 pt-3">
            {user ? (
              <>
                <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-stone-300">{role ? roleHeadings[role] : 'Minha conta'}</p>
                <ul className="flex flex-col gap-1">
                  {accountLinks.map((link) => (
                    <li key={link.to}>
                      <AppNavLink to={link.to} className={(active) => cn(linkClasses(active), 'block')}>
                        {link.label}
                      </AppNavLink>
                    </li>
                  ))}
                  <li>
                    <button
                      type="button"
                      onClick={signOut}
                      className="block w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-red-300 hover:bg-white/10"
                    >
                      Sair
                    </button>
                  </li>
                </ul>
              </>
            ) : (
              <div className="grid grid-cols-2 gap-2">
                <AppLink to="/auth" className={buttonClasses('outlineOnDark', 'md')}>
                  Entrar
                </AppLink>
                <AppLink to="/cadastro" className={buttonClasses('primary', 'md')}>
                  {say('Cadastrar', 'Registar')}
                </AppLink>
              </div>
            )}
          </div>
        </nav>
      )}
    </header>
  )
}
