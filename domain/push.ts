import { z } from './validation'
import { pushMessages } from './messages/chat'

/**
 * Web Push (issue 30): what a person may switch on or off in /conta, what the browser sends when
 * it subscribes, and the few words a notification carries. A notification passes through the
 * browser's push service and shows on a locked screen, so it carries a short title, a masked
 * excerpt and the app's address to open, never a contact or anything else private.
 */
export const PUSH_KINDS = ['newMessage', 'newApplicant', 'applicationStatus', 'jobAlert'] as const
export type PushKind = (typeof PUSH_KINDS)[number]

/** Which kinds each role receives (a shop never applies, a barber never has applicants). */
export const PUSH_KINDS_BY_ROLE = {
  barber: ['newMessage', 'applicationStatus', 'jobAlert'],
  barbershop: ['newMessage', 'newApplicant'],
} as const satisfies Record<'barber' | 'barbershop', readonly PushKind[]>

export type PushPreferences = Record<PushKind, boolean>

export const pushPreferencesSchema = z
  .strictObject(Object.fromEntries(PUSH_KINDS.map((kind) => [kind, z.boolean({ error: pushMessages.preferenceInvalid })])) as Record<PushKind, z.ZodBoolean>, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? pushMessages.preferenceUnknown : pushMessages.preferenceInvalid),
  })
  .partial()

/**
 * The 65-byte P-256 public key and 16-byte secret of a browser's subscription, base64url as
 * browsers give them (some pad with '='): 87 and 22 characters unpadded.
 */
const base64url = (bytes: number, message: string) =>
  z
    .string({ error: message })
    .transform((value) => value.replace(/=+$/, ''))
    .refine((value) => new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`).test(value), { error: message })

/** `PushSubscription.toJSON()` as the browser sends it. Push services are always https. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: pushMessages.endpointInvalid })
    .max(2048, { error: pushMessages.endpointInvalid })
    .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', { error: pushMessages.endpointInvalid }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: base64url(65, pushMessages.keysInvalid),
      auth: base64url(16, pushMessages.keysInvalid),
    },
    { error: pushMessages.keysInvalid },
  ),
})
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>

export const pushUnsubscribeSchema = z.object({
  endpoint: z.string({ error: pushMessages.endpointInvalid }).min(1, { error: pushMessages.endpointInvalid }).max(2048),
})

/** What each kind of notification is about, as the code that causes it knows it. */
export type PushPayloads = {
  newMessage: { senderName: string; text: string; conversationId: number }
  newApplicant: { barberName: string; jobTitle: string; jobId: number }
  applicationStatus: { shopName: string; jobTitle: string; status: 'accepted' | 'rejected' | 'hired' }
  jobAlert: { jobTitle: string; city: string; jobId: number }
}

/** What the service worker shows: `tag` makes a newer notification of the same thing replace the older. */
export type PushNotification = { title: string; body: string; url: string; tag: string }

const EXCERPT_LENGTH = 120

/** Masked first (a phone split by the cut would escape the mask), then cut on a word. */
function excerpt(text: string, publicText: PublicText, length = EXCERPT_LENGTH): string {
  const masked = publicText(text.replace(/\s+/g, ' ').trim())
  if (masked.length <= length) return masked
  const cut = masked.slice(0, length - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2)).trimEnd()}…`
}

const STATUS_WORDS = { accepted: 'foi aceita', rejected: 'não foi aprovada', hired: 'terminou em contratação' } as const

/** How a text reads for others before a hire: `publicText` of infra/contactMasking.ts, which this pure module is given. */
type PublicText = (text: string) => string

/** The notification of one event; every text in it is masked like a public text. */
export function pushNotification<K extends PushKind>(kind: K, payload: PushPayloads[K], publicText: PublicText): PushNotification {
  switch (kind) {
    case 'newMessage': {
      const p = payload as PushPayloads['newMessage']
      return {
        title: excerpt(`Nova mensagem de ${p.senderName}`, publicText, 60),
        body: excerpt(p.text, publicText),
        url: `/chat/${p.conversationId}`,
        tag: `chat-${p.conversationId}`,
      }
    }
    case 'newApplicant': {
      const p = payload as PushPayloads['newApplicant']
      return {
        title: 'Novo candidato',
        body: excerpt(`${p.barberName} se candidatou à vaga ${p.jobTitle}`, publicText),
        url: `/vaga/${p.jobId}/candidatos`,
        tag: `job-${p.jobId}`,
      }
    }
    case 'applicationStatus': {
      const p = payload as PushPayloads['applicationStatus']
      return {
        title: 'Sua candidatura mudou',
        body: excerpt(`Sua candidatura à vaga ${p.jobTitle} em ${p.shopName} ${STATUS_WORDS[p.status]}.`, publicText),
        url: '/vagas-aplicadas',
        tag: 'applications',
      }
    }
    default: {
      const p = payload as PushPayloads['jobAlert']
      return { title: 'Vaga nova para você', body: excerpt(`${p.jobTitle} · ${p.city}`, publicText), url: `/vagas/${p.jobId}`, tag: `alert-${p.jobId}` }
    }
  }
}
