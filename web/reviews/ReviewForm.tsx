import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { reviewMessages } from '#domain/messages/reviews'
import { REVIEW_COMMENT_MAX } from '#domain/reviews'
import { reviewFormSchema } from '#domain/reviewSchemas'
import { messageOr } from '../api/client'
import { Button } from '../ui/Button'
import { ContactsHiddenNote } from '../ui/ContactsHiddenNote'
import { TextAreaField } from '../ui/Field'
import { formatInteger } from '../ui/format'
import { toast } from '../ui/toast'
import { useSubmitReview } from './queries'
import { StarRatingInput } from './StarRatingInput'

type ReviewValues = z.input<typeof reviewFormSchema>

/** Stars and an optional comment about the other side of a hire; the server checks who may review. */
export function ReviewForm({ applicationId, otherName, onCancel }: { applicationId: number; otherName: string; onCancel?: () => void }) {
  const submitReview = useSubmitReview()
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ReviewValues, unknown, z.output<typeof reviewFormSchema>>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { comment: '' },
  })
  const rating = watch('rating')
  const comment = watch('comment') ?? ''
  // Once sent, the prompt shows the sent review instead of this form: the toast must not depend on it staying mounted.
  const submit = handleSubmit((values) =>
    submitReview.mutateAsync({ application: applicationId, ...values }).then(
      () => toast.success(reviewMessages.sent),
      (error: unknown) => toast.error(reviewMessages.sendFailed, { description: messageOr(error, 'Verifique sua conexão e tente novamente.') }),
    ),
  )
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={`Avaliar ${otherName}`}>
      <p className="font-semibold text-stone-900">Como foi trabalhar com {otherName}?</p>
      <StarRatingInput field={register('rating')} value={rating === undefined ? undefined : Number(rating)} error={errors.rating?.message} />
      <TextAreaField
        label="Comentário (opcional)"
        rows={3}
        maxLength={REVIEW_COMMENT_MAX}
        error={errors.comment?.message}
        hint={`${formatInteger(comment.length)}/${formatInteger(REVIEW_COMMENT_MAX)} caracteres`}
        {...register('comment')}
      />
      <ContactsHiddenNote />
      <p className="text-xs text-stone-600">Sua avaliação aparece no perfil quando os dois lados avaliarem, ou 14 dias após a contratação.</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={submitReview.isPending}>
          {submitReview.isPending ? 'Enviando...' : 'Enviar avaliação'}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Agora não
          </Button>
        )}
      </div>
    </form>
  )
}
