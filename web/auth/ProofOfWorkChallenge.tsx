import { ProofOfWorkWidget } from '#ui/ProofOfWorkWidget'
import { Alert } from '../ui/Alert'
import { useSay } from '../ui/wording'

/** Shown in a form when the server asks this address for a proof of work: the server's message and the widget. */
export function ProofOfWorkChallenge({ message, onSolved }: { message: string; onSolved: (payload: string) => void }) {
  const say = useSay()
  return (
    <Alert tone="warning" title={say('Confirme que você não é um robô', 'Confirme que não é um robô')}>
      <p>{message}</p>
      <div className="mt-3 min-h-16">
        <ProofOfWorkWidget onSolved={onSolved} loadingClassName="block text-sm" />
      </div>
    </Alert>
  )
}
