import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { reviewMessages } from '#domain/messages/reviews'
import { REVIEW_ANSWER_MAX } from '#domain/reviews'
import { reviewAnswerSchema } from '#domain/reviewSchemas'
import { messageOr } from '../api/client'
import { Button } from '../ui/Button'
import { ContactsHiddenNote } from '../ui/ContactsHiddenNote'
import { TextAreaField } from '../ui/Field'
import { toast } from '../ui/toast'
import { useAnswerReview, type ProfileKind } from './queries'

/** The profile owner's one public answer to a review (loaded only when the owner opens it). */
export function AnswerForm({ reviewId, kind, profileId, onCancel }: { reviewId: number; kind: ProfileKind; profileId: number; onCancel: () => void }) {
  const answer = useAnswerReview(kind, profileId)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof reviewAnswerSchema>, unknown, z.output<typeof reviewAnswerSchema>>({
    resolver: zodResolver(reviewAnswerSchema),
    defaultValues: { answer: '' },
  })
  // The answered review leaves this form behind (it cannot be answered twice): the toast must not depend on it staying mounted.
  const submit = handleSubmit((values) =>
    answer.mutateAsync({ id: reviewId, ...values }).then(
      () => toast.success(reviewMessages.answerSent),
      (error: unknown) => toast.error(reviewMessages.answerFailed, { description: messageOr(error, 'Verifique sua conexão e tente novamente.') }),
    ),
  )
  return (
    <form onSubmit={submit} noValidate className="flex w-full flex-col gap-2">
      <TextAreaField
        label="Sua resposta (pública, uma única vez)"
        rows={3}
        maxLength={REVIEW_ANSWER_MAX}
        error={errors.answer?.message}
        required
        {...register('answer')}
      />
      <ContactsHiddenNote />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={answer.isPending}>
          Publicar resposta
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  )
}
