import { Star } from 'lucide-react'
import { Suspense, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { reviewMessages } from '#domain/messages/reviews'
import { useSession } from '../auth/session'
import { Button } from '../ui/Button'
import { useMyReviews } from './queries'
import { lazyComponent } from '../ui/lazyComponent'

/** The form and its validation load when someone opens it (or arrives from the e-mail's link). */
const ReviewForm = lazyComponent(() => import('./ReviewForm').then((m) => m.ReviewForm))

/**
 * Under a hired application, on either side: the invitation to review the other party, or, once
 * sent, what was given and when it shows.
 */
export function ReviewPrompt({ applicationId, otherName, className }: { applicationId: number; otherName: string; className?: string }) {
  const userId = useSession().data?.user?.id
  const mine = useMyReviews(userId)
  // The day-after e-mail links here with ?avaliar=<application>: that form opens by itself.
  const [params] = useSearchParams()
  const [open, setOpen] = useState(params.get('avaliar') === String(applicationId))
  if (!mine.data) return null
  const review = mine.data.get(applicationId)
  if (review) {
    return (
      <div role="status" className={className}>
        <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
          <Star className="size-4 fill-brand-500 text-brand-600" aria-hidden="true" /> {reviewMessages.sent} Você deu {review.rating}{' '}
          {review.rating === 1 ? 'estrela' : 'estrelas'} a {otherName}.
        </p>
        {!review.published && (
          <p className="mt-1 text-xs text-stone-600">Ela aparece no perfil quando os dois lados avaliarem, ou 14 dias após a contratação.</p>
        )}
      </div>
    )
  }
  return (
    <div className={className}>
      {open ? (
        <Suspense fallback={<p className="text-sm text-stone-600">Carregando...</p>}>
          <ReviewForm applicationId={applicationId} otherName={otherName} onCancel={() => setOpen(false)} />
        </Suspense>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-stone-800">Como foi trabalhar com {otherName}?</p>
          <Button size="sm" onClick={() => setOpen(true)}>
            <Star className="size-4" aria-hidden="true" /> Avaliar
          </Button>
        </div>
      )}
    </div>
  )
}
