import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ProfileReviews } from '#domain/reviews'
import type { Review } from '#payload-types'
import { api, toQuery } from '../api/client'
import { directoryKeys, profileKeys, reviewKeys } from '../api/queryKeys'
import type { Paginated } from '../applications/queries'

export type ProfileKind = 'barbers' | 'barbershops'

/** GET /api/profile-reviews/:kind/:id: the summary and one page of a public profile's visible reviews. */
export const profileReviewsQuery = (kind: ProfileKind, id: number | null, page = 1) =>
  queryOptions({
    queryKey: reviewKeys.profile(kind, id, page),
    queryFn: ({ signal }) => api.get<ProfileReviews>(`/api/profile-reviews/${kind}/${id}${toQuery({ page: page > 1 ? page : undefined })}`, { signal }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  })

export const useProfileReviews = (kind: ProfileKind, id: number | null, page: number) => useQuery(profileReviewsQuery(kind, id, page))

/**
 * The reviews the signed-in user wrote (the author always reads its own, blind or not), to know which
 * hires still await one: the latest 100 (the API's page limit), more hires than anyone has at once.
 */
export function useMyReviews(userId: number | undefined) {
  return useQuery({
    queryKey: [...reviewKeys.mine, userId],
    queryFn: ({ signal }) =>
      api.get<Paginated<Pick<Review, 'id' | 'application' | 'rating' | 'published'>>>(
        `/api/reviews?where[author][equals]=${userId}&depth=0&limit=100&sort=-createdAt&select[application]=true&select[rating]=true&select[published]=true`,
        { signal },
      ),
    enabled: Boolean(userId),
    select: (page) => new Map(page.docs.map((review) => [review.application as number, review])),
  })
}

export function useSubmitReview() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (review: { application: number; rating: number; comment: string }) => api.post<{ doc: Review }>('/api/reviews?depth=0', review),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: reviewKeys.mine }),
        client.invalidateQueries({ queryKey: profileKeys.barber(null).slice(0, 1) }),
        client.invalidateQueries({ queryKey: profileKeys.shop(null).slice(0, 1) }),
        client.invalidateQueries({ queryKey: directoryKeys.all }),
      ]),
  })
}

export function useAnswerReview(kind: ProfileKind, profileId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: string }) => api.patch(`/api/reviews/${id}?depth=0`, { answer }),
    onSuccess: () => client.invalidateQueries({ queryKey: kind === 'barbers' ? profileKeys.barber(profileId) : profileKeys.shop(profileId) }),
  })
}

export function useReportReview() {
  return useMutation({ mutationFn: (review: number) => api.post('/api/review-reports?depth=0', { review }) })
}
