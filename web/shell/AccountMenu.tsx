import { ChevronDown, LogOut, UserRound } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { AppLink } from '../ui/navigation'
import { primaryRole, roleHeadings, type SessionUser } from '#domain/session'
import { accountLinks } from './navigation'

/** Role heading, Dashboard, Meu Perfil, Segurança da conta, Faturamento, Suporte and Sair (spec §2, plus account security and support). */
export function AccountMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const container = useRef<HTMLDivElement>(null)
  const role = primaryRole(user)

  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !container.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  return (
    <div ref={container} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-stone-100 hover:bg-white/10"
      >
        <UserRound className="size-5" aria-hidden="true" />
        <span className="max-w-40 truncate">{user.name}</span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          className="absolute right-0 z-30 mt-2 w-60 overflow-hidden rounded-xl border border-stone-200 bg-white py-2 text-stone-800 shadow-lg"
        >
          <p className="px-4 pb-2 text-xs font-semibold uppercase tracking-wide text-stone-600">{role ? roleHeadings[role] : 'Minha conta'}</p>
          {accountLinks.map((link) => (
            <AppLink key={link.to} role="menuitem" to={link.to} onClick={() => setOpen(false)} className="block px-4 py-2 text-sm hover:bg-stone-100">
              {link.label}
            </AppLink>
          ))}
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false)
              onLogout()
            }}
            className="flex w-full items-center gap-2 border-t border-stone-100 px-4 py-2 text-left text-sm text-red-800 hover:bg-red-50"
          >
            <LogOut className="size-4" aria-hidden="true" /> Sair
          </button>
        </div>
      )}
    </div>
  )
}
