import { Suspense, useSyncExternalStore } from 'react'
import { Button } from '../ui/Button'
import { proofGate } from './proofOfWork'
import { lazyComponent } from '../ui/lazyComponent'
import { useSay } from '../ui/wording'
import { useModalDialog } from '../ui/useModalDialog'

/** Loaded when a challenge comes, not with every page (issue 29's JS budgets). */
const ProofOfWorkChallenge = lazyComponent(() => import('./ProofOfWorkChallenge').then((m) => m.ProofOfWorkChallenge))

/**
 * The modal that solves a proof of work for requests made without a form (proofOfWork.ts,
 * `withProof`): the server's message and the widget, which solves the challenge by itself; the
 * solution closes it and the request goes again. Cancelar (or Escape) gives up.
 */
export function ProofOfWorkGate() {
  const say = useSay()
  const request = useSyncExternalStore(proofGate.subscribe, proofGate.current, () => null)
  const dialog = useModalDialog(request !== null)

  return (
    <dialog
      ref={dialog}
      aria-label={say('Confirme que você não é um robô', 'Confirme que não é um robô')}
      onClose={() => proofGate.current() && proofGate.settle(null)}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-stone-200 bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-950/50"
    >
      {request && (
        <div className="flex flex-col gap-4 p-6">
          <Suspense fallback={null}>
            <ProofOfWorkChallenge message={request.message} onSolved={(payload) => proofGate.settle(payload)} />
          </Suspense>
          <Button variant="outline" onClick={() => proofGate.settle(null)}>
            Cancelar
          </Button>
        </div>
      )}
    </dialog>
  )
}
