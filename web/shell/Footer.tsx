import { formatYear } from '../ui/format'
import { AppLink } from '../ui/navigation'
import { useSession } from '../auth/session'
import { footerColumns } from './navigation'
import { useSay } from '../ui/wording'

export function Footer() {
  const { data: session } = useSession()
  const columns = footerColumns(session?.user, useSay())
  return (
    <footer className="mt-16 bg-ink text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-extrabold text-white">Navalha</p>
          <p className="mt-2 text-sm">Vagas para barbeiros e barbearias no Brasil e em Portugal.</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <p className="text-sm font-semibold text-white">{column.title}</p>
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <AppLink to={link.to} className="hover:text-white hover:underline">
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="flex flex-col items-center gap-2 border-t border-white/10 py-4 text-center text-xs text-stone-400 sm:flex-row sm:justify-center sm:gap-4">
        <p>© {formatYear(new Date())} Navalha. Todos os direitos reservados.</p>
        <nav aria-label="Documentos legais" className="flex gap-4">
          <AppLink to="/termos" className="underline-offset-2 hover:text-white hover:underline">
            Termos de Uso
          </AppLink>
          <AppLink to="/privacidade" className="underline-offset-2 hover:text-white hover:underline">
            Política de Privacidade
          </AppLink>
        </nav>
      </div>
    </footer>
  )
}
