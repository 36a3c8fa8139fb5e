import { Store } from 'lucide-react'
import { primaryRole } from '#domain/session'
import { useSession } from '../auth/session'
import { buttonClasses } from '../ui/Button'
import { AppLink } from '../ui/navigation'
import { useSay } from '../ui/wording'

/** On a barber's page: shops are invited to post a job, visitors to sign up their shop; barbers see nothing here. */
export function HireCallToAction({ firstName }: { firstName: string }) {
  const { data: session } = useSession()
  const role = primaryRole(session?.user)
  const say = useSay()
  if (role && role !== 'barbershop') return null
  return (
    <section aria-labelledby="barbeiro-contratar" className="rounded-2xl bg-ink p-5 text-white sm:p-6">
      <Store className="size-6 text-brand-400" aria-hidden="true" />
      <h2 id="barbeiro-contratar" className="mt-3 text-lg font-semibold">
        {role ? 'Quer contratar?' : 'Tem uma barbearia?'}
      </h2>
      <p className="mt-1 text-sm text-stone-300">
        {role
          ? say(
              `Publique uma vaga: barbeiros como ${firstName} se candidatam e você conversa pelo chat seguro.`,
              `Publique uma vaga: barbeiros como ${firstName} candidatam-se e a conversa segue pelo chat seguro.`,
            )
          : say(
              `Cadastre sua barbearia, publique vagas e receba candidaturas de barbeiros como ${firstName}.`,
              `Registe a sua barbearia, publique vagas e receba candidaturas de barbeiros como ${firstName}.`,
            )}
      </p>
      <AppLink to={role ? '/anunciar-vaga' : '/cadastro?tipo=barbearia'} className={buttonClasses('accentOnDark', 'lg', 'mt-4 w-full')}>
        {role ? 'Anunciar Vaga' : say('Cadastrar Minha Barbearia', 'Registar a minha barbearia')}
      </AppLink>
    </section>
  )
}
