import { z } from './validation'
import { INVITATIONS_PATH } from './invitations'
import { pushMessages } from './messages/chat'

/**
 * Web Push (issue 30): what a person may switch on or off in /conta, what the browser sends when
 * it subscribes, and the few words a notification carries. A notification passes through the
 * browser's push service and shows on a locked screen, so it carries a short title, a masked
 * excerpt and the app's address to open, never a contact or anything else private.
 */
export const PUSH_KINDS = ['newMessage', 'newApplicant', 'applicationStatus', 'jobAlert', 'invitation', 'trialDay'] as const
export type PushKind = (typeof PUSH_KINDS)[number]

/** Which kinds each role receives (a shop never applies, a barber never has applicants). */
export const PUSH_KINDS_BY_ROLE = {
  barber: ['newMessage', 'applicationStatus', 'jobAlert', 'invitation', 'trialDay'],
  barbershop: ['newMessage', 'newApplicant', 'trialDay'],
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

/**
 * The push services browsers subscribe on (decision 0052), each with its subdomains: Chrome, Edge
 * on Android, Opera, Samsung Internet, Brave and Vivaldi (Firebase Cloud Messaging), Firefox
 * (updates.push.services.mozilla.com), Safari on macOS and iOS (web.push.apple.com) and Edge on
 * Windows (Windows Notification Service, wns2-….notify.windows.com). PUSH_SERVICE_HOSTS replaces it.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'] as const

/** Browsers an account keeps subscribed; one more replaces the one subscribed longest ago. */
export const MAX_PUSH_SUBSCRIPTIONS = 10

/** A host of the list, or under one of its entries: `fcm.googleapis.com.evil.example` and `xfcm.googleapis.com` are not. */
const onTheList = (host: string, hosts: readonly string[]) => hosts.some((entry) => host === entry || host.endsWith(`.${entry}`))

/**
 * An IP literal as the URL parser leaves it: IPv6 in brackets, and IPv4 in its dotted form (the
 * parser turns `0x7f000001`, `2130706433`, `0177.0.0.1` and `127.1` into `127.0.0.1`).
 */
const isIpLiteral = (host: string) => host.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)

/** One label of a DNS name: letters, digits and inner hyphens (an IDN in its `xn--` form), at most 63. */
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

/**
 * A host name that is a DNS name. The URL parser keeps `;`, `_`, `!`, `,`, `=` and more in a host
 * (`127.0.0.1;.fcm.googleapis.com` passed the suffix check), which no push service has and another
 * parser (web-push's `url.parse`) reads as the address before them.
 */
const isDnsName = (host: string) => host.split('.').every((label) => DNS_LABEL.test(label))

/**
 * Why the server will not send to this endpoint, or null when it will: a push goes from the server
 * to whatever address a browser (or anyone signed in) gives, so only https on a push service of
 * `hosts`, by DNS name, without credentials. The address the name resolves to is checked again
 * when each push leaves (infra/push/pushAddress.ts).
 */
export function pushEndpointProblem(endpoint: string, hosts: readonly string[]): string | null {
  if (!URL.canParse(endpoint)) return pushMessages.endpointInvalid
  const url = new URL(endpoint)
  if (url.protocol !== 'https:') return pushMessages.endpointInvalid
  if (url.username || url.password || isIpLiteral(url.hostname) || !isDnsName(url.hostname) || !onTheList(url.hostname, hosts)) {
    return pushMessages.endpointNotAllowed
  }
  return null
}

/** One spelling per endpoint, the URL parser's, whoever wrote it: the one stored, sent to, and removed by. */
const normalEndpoint = (value: string) => (URL.canParse(value) ? new URL(value).href : value)

/** `PushSubscription.toJSON()` as the browser sends it; the route checks the endpoint's host (pushEndpointProblem). */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: pushMessages.endpointInvalid })
    .max(2048, { error: pushMessages.endpointInvalid })
    .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', { error: pushMessages.endpointInvalid })
    .transform(normalEndpoint),
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
  endpoint: z.string({ error: pushMessages.endpointInvalid }).min(1, { error: pushMessages.endpointInvalid }).max(2048).transform(normalEndpoint),
})

/** What each kind of notification is about, as the code that causes it knows it. */
export type PushPayloads = {
  newMessage: { senderName: string; text: string; conversationId: number }
  /** A new applicant, or (`withdrawn`) one who took the application back: both are news of the job's applicants, under one switch. */
  newApplicant: { barberName: string; jobTitle: string; jobId: number; withdrawn?: boolean }
  applicationStatus: { shopName: string; jobTitle: string; status: 'accepted' | 'rejected' | 'hired' }
  jobAlert: { jobTitle: string; city: string; jobId: number }
  /** A shop invited the barber to one of its jobs (decision 0067). */
  invitation: { shopName: string; jobTitle: string; jobId: number }
  /** A step of a test day (decision 0069): `body` says which, with whom and when; `url` is the page to answer it. */
  trialDay: { trialDayId: number; title: string; body: string; url: string }
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
        title: p.withdrawn ? 'Candidatura retirada' : 'Novo candidato',
        body: excerpt(
          p.withdrawn ? `${p.barberName} retirou a candidatura à vaga ${p.jobTitle}` : `${p.barberName} se candidatou à vaga ${p.jobTitle}`,
          publicText,
        ),
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
    case 'invitation': {
      const p = payload as PushPayloads['invitation']
      return {
        title: 'Convite para uma vaga',
        body: excerpt(`${p.shopName} convidou você para a vaga ${p.jobTitle}`, publicText),
        url: INVITATIONS_PATH,
        tag: `invitation-${p.jobId}`,
      }
    }
    case 'trialDay': {
      const p = payload as PushPayloads['trialDay']
      return { title: p.title, body: excerpt(p.body, publicText), url: p.url, tag: `trial-day-${p.trialDayId}` }
    }
    default: {
      const p = payload as PushPayloads['jobAlert']
      return { title: 'Vaga nova para você', body: excerpt(`${p.jobTitle} · ${p.city}`, publicText), url: `/vagas/${p.jobId}`, tag: `alert-${p.jobId}` }
    }
  }
}
