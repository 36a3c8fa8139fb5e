import { Flag, MessageSquareReply, Star } from 'lucide-react'
import { Suspense, useState } from 'react'
import { reviewMessages } from '#domain/messages/reviews'
import type { ProfileReviews as Reviews, PublicReview } from '#domain/reviews'
import { ApiError, messageOr } from '../api/client'
import { useSession } from '../auth/session'
import { Button } from '../ui/Button'
import { formatCount, formatDate, formatInteger, formatRating } from '../ui/format'
import { Pagination } from '../ui/Pagination'
import { toast } from '../ui/toast'
import { useProfileReviews, useReportReview, type ProfileKind } from './queries'
import { lazyComponent } from '../ui/lazyComponent'

/** Only the profile's owner answers: visitors never download the form and its validation. */
const AnswerForm = lazyComponent(() => import('./AnswerForm').then((m) => m.AnswerForm))

/** Five stars, the first `rating` filled; read as "Nota 4 de 5". */
function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`Nota ${formatRating(rating)} de 5`} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} aria-hidden="true" className={`${className} ${star <= Math.round(rating) ? 'fill-brand-500 text-brand-600' : 'text-stone-300'}`} />
      ))}
    </span>
  )
}

/**
 * A public profile's "Avaliações": the average with one decimal, how many, how they spread from 5
 * to 1 stars, then the latest reviews five at a time, each with the author's first name, the date
 * and the profile's answer. The profile's owner answers here; anyone signed in may report one.
 */
export function ProfileReviews({
  kind,
  profileId,
  ownerId,
  profileName,
}: {
  kind: ProfileKind
  profileId: number
  ownerId: number | null
  profileName: string
}) {
  const [page, setPage] = useState(1)
  const query = useProfileReviews(kind, profileId, page)
  const userId = useSession().data?.user?.id
  const data = query.data
  return (
    <section aria-labelledby="perfil-avaliacoes" className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="perfil-avaliacoes" className="text-lg font-semibold text-stone-900">
        Avaliações
      </h2>
      {!data ? (
        <p className="mt-3 text-sm text-stone-600">{query.isError ? 'Não foi possível carregar as avaliações.' : 'Carregando avaliações...'}</p>
      ) : data.count === 0 ? (
        <p className="mt-3 text-sm text-stone-600">Sem avaliações ainda.</p>
      ) : (
        <div className="mt-4 flex flex-col gap-6">
          <Summary data={data} />
          <ol className="flex flex-col divide-y divide-stone-100" aria-label="Avaliações mais recentes">
            {data.reviews.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                kind={kind}
                profileId={profileId}
                profileName={profileName}
                canAnswer={userId !== undefined && userId === ownerId && !review.answer}
                canReport={userId !== undefined}
              />
            ))}
          </ol>
          <Pagination page={data.page} totalPages={data.totalPages} hasPrevPage={data.page > 1} hasNextPage={data.page < data.totalPages} onChange={setPage} />
        </div>
      )}
    </section>
  )
}

function Summary({ data }: { data: Reviews }) {
  const widest = Math.max(...data.distribution.map((row) => row.count), 1)
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center sm:gap-8">
      <div className="flex flex-col items-start gap-1">
        <p className="text-4xl font-bold text-stone-900">
          <span className="sr-only">Média </span>
          {formatRating(data.average ?? 0)}
        </p>
        <Stars rating={data.average ?? 0} />
        <p className="text-sm text-stone-600">{formatCount(data.count, 'avaliação', 'avaliações')}</p>
      </div>
      <ul className="flex flex-col gap-1.5" aria-label="Distribuição das notas">
        {data.distribution.map(({ stars, count }) => (
          <li key={stars} className="grid grid-cols-[4.5rem_minmax(0,1fr)_2rem] items-center gap-2 text-sm text-stone-700">
            <span>{stars === 1 ? '1 estrela' : `${stars} estrelas`}</span>
            <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-stone-100">
              <span className="block h-full rounded-full bg-brand-500" style={{ width: `${(count / widest) * 100}%` }} />
            </span>
            <span className="text-right tabular-nums">
              <span className="sr-only">: </span>
              {formatInteger(count)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

function ReviewItem({
  review,
  kind,
  profileId,
  profileName,
  canAnswer,
  canReport,
}: {
  review: PublicReview
  kind: ProfileKind
  profileId: number
  profileName: string
  canAnswer: boolean
  canReport: boolean
}) {
  return (
    <li className="flex flex-col gap-2 py-4 first:pt-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="font-semibold text-stone-900">{review.authorFirstName}</span>
        <time dateTime={review.date} className="text-sm text-stone-600">
          {formatDate(review.date)}
        </time>
      </div>
      {review.comment && <p className="text-sm leading-relaxed whitespace-pre-line text-stone-800">{review.comment}</p>}
      {review.answer && (
        <div className="ml-3 border-l-2 border-brand-300 pl-3">
          <p className="text-xs font-semibold text-stone-700">
            Resposta de {profileName}
            {review.answeredAt && <> · {formatDate(review.answeredAt)}</>}
          </p>
          <p className="text-sm whitespace-pre-line text-stone-800">{review.answer}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {canAnswer && <AnswerButton reviewId={review.id} kind={kind} profileId={profileId} />}
        {canReport && <ReportButton reviewId={review.id} />}
      </div>
    </li>
  )
}

function AnswerButton({ reviewId, kind, profileId }: { reviewId: number; kind: ProfileKind; profileId: number }) {
  const [open, setOpen] = useState(false)
  if (!open) {
    return (
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <MessageSquareReply className="size-4" aria-hidden="true" /> Responder
      </Button>
    )
  }
  return (
    <Suspense fallback={<p className="text-sm text-stone-600">Carregando...</p>}>
      <AnswerForm reviewId={reviewId} kind={kind} profileId={profileId} onCancel={() => setOpen(false)} />
    </Suspense>
  )
}

function ReportButton({ reviewId }: { reviewId: number }) {
  const report = useReportReview()
  const [sent, setSent] = useState(false)
  if (sent) return <p className="text-xs text-stone-600">{reviewMessages.reportSent}</p>
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={report.isPending}
      onClick={() =>
        report.mutate(reviewId, {
          onSuccess: () => {
            setSent(true)
            toast.success(reviewMessages.reportSent)
          },
          onError: (error) => {
            if (error instanceof ApiError && error.status === 409) return setSent(true)
            toast.error(reviewMessages.reportFailed, { description: messageOr(error, 'Verifique sua conexão e tente novamente.') })
          },
        })
      }
    >
      <Flag className="size-4" aria-hidden="true" /> Denunciar
    </Button>
  )
}
