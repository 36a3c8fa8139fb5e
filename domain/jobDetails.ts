import type { ApplicationStatus } from './applications'
import type { PayKind } from './pay'
import type { Rent } from './rent'
import type { ScreeningKind } from './screeningQuestions'

/** One job as the detail page (/vagas/:id) shows it, from GET /api/job-details/:id. */
export type JobDetails = {
  job: {
    id: number
    title: string
    description: string
    status: 'active' | 'inactive'
    /** The pay as the cards show it; the structure beside it (domain/pay.ts). */
    salary: string | null
    payKind: PayKind | null
    payMin: number | null
    payMax: number | null
    payCommission: number | null
    payNote: string | null
    /** A chair rental's rent (domain/rent.ts): what the barber pays, never its pay. */
    rent: Rent | null
    schedule: string | null
    contractType: string | null
    experienceRequired: number | null
    /** 'Urgente' and how many barbers the shop needs (issue 40). */
    urgent: boolean
    openings: number
    /** When the job closed itself, 60 days after its publication: read as 'Expirada' (decision 0068). */
    expiredAt: string | null
    country: string | null
    createdAt: string
    updatedAt: string
    /** Its creation, or its last reopening: search engines read the offer as valid for 60 days from it. */
    publishedAt: string
    /** What the barber answers when applying, in order (its position is the answer's `question`). */
    screeningQuestions: { id: string | null; text: string; kind: ScreeningKind; required: boolean }[]
  }
  /** Its shop's public profile; `id` null once the shop left, when only the name and place the job kept remain. */
  shop: {
    id: number | null
    name: string
    city: string | null
    state: string | null
    district: string | null
    country: string | null
    address: string | null
    description: string | null
    instagram: string | null
    website: string | null
    logoUrl: string | null
    verified: boolean
    rating: number | null
  }
  /** For a signed-in user: whether it applied (and how it stands), saved it, or owns it. */
  viewer: { applicationId: number | null; applicationStatus: ApplicationStatus | null; savedJobId: number | null; ownsJob: boolean } | null
}
