import { MailPlus } from 'lucide-react'
import { Suspense, useState } from 'react'
import { hasRole } from '#domain/roles'
import { invitationMessages } from '#domain/messages/invitations'
import { useSession } from '../auth/session'
import { Button } from '../ui/Button'
import { lazyComponent } from '../ui/lazyComponent'

const InviteDialog = lazyComponent(() => import('./InviteDialog').then((module) => module.InviteDialog))

/**
 * 'Convidar para uma vaga' on a barber's directory card and profile, for a signed-in shop only
 * (visitors and barbers see nothing). The dialog and its form load on the first tap.
 */
export function InviteButton({ barberId, barberName, className }: { barberId: number; barberName: string; className?: string }) {
  const { data: session } = useSession()
  const [open, setOpen] = useState(false)
  const user = session?.user
  if (!user || !hasRole(user, 'barbershop')) return null
  return (
    <>
      <Button variant="primary" className={className} onClick={() => setOpen(true)}>
        <MailPlus className="size-4" aria-hidden="true" />
        {invitationMessages.invite}
        <span className="sr-only"> {barberName}</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <InviteDialog open shopUserId={user.id} barberId={barberId} barberName={barberName} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
