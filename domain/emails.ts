import { CLOSED_JOB_LABEL } from './applications'
import { PRODUCT_NAME } from './messages/common'
import { TRIAL_DAYS } from './account'
import { signupMessages } from './messages/auth'
import { privacyMessages } from './privacy'
import { ACCOUNT_SECURITY_PATH } from './session'
import { SUPPORT_PATH } from './support'
import { countryTimeZone } from './timeZone'
import { JOB_OPEN_DAYS } from './jobs'
import type { Country } from './locations'

/** E-mails in Portuguese, as HTML and plain text, built from one description so both say the same. */
export type Email = { subject: string; html: string; text: string }

type EmailContent = {
  subject: string
  greeting: string
  paragraphs: string[]
  action?: { label: string; url: string }
  footnote?: string
  /** A link under the footnote that turns this kind of e-mail off. */
  optOut?: { label: string; url: string }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function renderEmail(content: EmailContent): Email {
  const action = content.action
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#b45309;padding-bottom:16px">${PRODUCT_NAME}</td></tr>
<tr><td style="font-size:16px;line-height:1.5">
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${
  action
    ? `<p style="padding:16px 0"><a href="${escapeHtml(action.url)}" style="background:#b45309;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#57534e">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : ''
}
${content.footnote ? `<p style="font-size:13px;color:#57534e">${escapeHtml(content.footnote)}</p>` : ''}
${content.optOut ? `<p style="font-size:13px;color:#57534e"><a href="${escapeHtml(content.optOut.url)}" style="color:#57534e">${escapeHtml(content.optOut.label)}</a></p>` : ''}
</td></tr></table>
<p style="font-size:12px;color:#78716c">${PRODUCT_NAME} · vagas para barbeiros e barbearias no Brasil e em Portugal</p>
</td></tr></table></body></html>`
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    ...(content.optOut ? [`${content.optOut.label}: ${content.optOut.url}`, ''] : []),
    `— ${PRODUCT_NAME}`,
  ].join('\n')
  return { subject: content.subject, html, text }
}

/**
 * Whom an e-mail greets: a person by the first name ('Olá, João!'), a barbershop by its whole name
 * ('Olá, Barbearia Dom Pedro!', never 'Olá, Barbearia!').
 */
export type Addressee = { name?: string | null; business?: boolean }

const greeting = (name: string | null | undefined, business = false) => {
  const whole = name?.trim().replace(/\s+/g, ' ')
  const shown = business ? whole : whole?.split(' ')[0]
  return shown ? `Olá, ${shown}!` : 'Olá!'
}

/** `trialDays` is what the account really has (domain/account.ts `trialDaysOf`): none for a document whose trial was used. */
export function verificationEmail({ trialDays = TRIAL_DAYS, ...args }: Addressee & { url: string; trialDays?: number }): Email {
  return renderEmail({
    subject: `Confirme seu email no ${PRODUCT_NAME}`,
    greeting: greeting(args.name, args.business),
    paragraphs: [
      trialDays > 0
        ? `Sua conta no ${PRODUCT_NAME} foi criada e seus ${trialDays} dias grátis de teste já começaram.`
        : `Sua conta no ${PRODUCT_NAME} foi criada. ${privacyMessages.trialUsed} ${signupMessages.trialUsedNext}`,
      'Para entrar, confirme que este email é seu:',
    ],
    action: { label: 'Confirmar email', url: args.url },
    footnote: 'Se você não criou esta conta, ignore esta mensagem.',
  })
}

export function passwordResetEmail(args: Addressee & { url: string }): Email {
  return renderEmail({
    subject: `Redefinição de senha do ${PRODUCT_NAME}`,
    greeting: greeting(args.name, args.business),
    paragraphs: ['Recebemos um pedido para redefinir a senha da sua conta.', 'O link abaixo vale por 1 hora e só pode ser usado uma vez.'],
    action: { label: 'Criar nova senha', url: args.url },
    footnote: 'Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
  })
}

const appUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`

/** To the new address: the link that makes the change happen. */
export function emailChangeConfirmationEmail(args: Addressee & { url: string }): Email {
  return renderEmail({
    subject: `Confirme seu novo email no ${PRODUCT_NAME}`,
    greeting: greeting(args.name, args.business),
    paragraphs: [
      `Recebemos um pedido para usar este endereço na sua conta do ${PRODUCT_NAME}.`,
      'A troca só vale depois que você confirmar. O link abaixo vale por 24 horas e só pode ser usado uma vez.',
    ],
    action: { label: 'Confirmar novo email', url: args.url },
    footnote: 'Se você não pediu esta troca, ignore esta mensagem: nada muda na conta.',
  })
}

/** To the current address: a change was asked for, and what to do if it was not its owner. */
export function emailChangeRequestedEmail(args: Addressee & { newEmail: string; baseUrl: string }): Email {
  return renderEmail({
    subject: `Pedido de troca de email no ${PRODUCT_NAME}`,
    greeting: greeting(args.name, args.business),
    paragraphs: [
      `Recebemos um pedido para trocar o email da sua conta para ${args.newEmail}.`,
      'A troca só acontece quando alguém abrir o link que enviamos para esse endereço. Até lá, a conta continua com este email.',
      'Se não foi você, troque sua senha agora: a troca de email pendente é cancelada e as outras sessões são encerradas.',
    ],
    action: { label: 'Abrir Segurança da conta', url: appUrl(args.baseUrl, ACCOUNT_SECURITY_PATH) },
  })
}

/** To the account's address after its password changed. */
export function passwordChangedEmail(args: Addressee & { baseUrl: string }): Email {
  return renderEmail({
    subject: `Sua senha do ${PRODUCT_NAME} foi alterada`,
    greeting: greeting(args.name, args.business),
    paragraphs: ['A senha da sua conta acabou de ser alterada, e as outras sessões foram encerradas.'],
    action: { label: 'Entrar', url: appUrl(args.baseUrl, '/auth') },
    footnote: 'Se não foi você, use “Esqueci minha senha” na tela de entrada para criar uma nova senha e fale com o suporte.',
  })
}

export function newApplicationEmail(args: { shopName?: string | null; barberName: string; jobTitle: string; baseUrl: string; jobId: number }): Email {
  return renderEmail({
    subject: `Nova candidatura: ${args.jobTitle}`,
    greeting: greeting(args.shopName, true),
    paragraphs: [`${args.barberName} se candidatou à vaga "${args.jobTitle}".`, 'Veja o perfil, o vídeo de apresentação e responda pelo painel.'],
    action: { label: 'Ver candidatos', url: appUrl(args.baseUrl, `/vaga/${args.jobId}/candidatos`) },
  })
}

/** The shop hears that a barber took an application back (issue 40): the place is free again. */
export function applicationWithdrawnEmail(args: { shopName?: string | null; barberName: string; jobTitle: string; baseUrl: string; jobId: number }): Email {
  return renderEmail({
    subject: `Candidatura retirada: ${args.jobTitle}`,
    greeting: greeting(args.shopName, true),
    paragraphs: [`${args.barberName} retirou a candidatura à vaga "${args.jobTitle}".`, 'A candidatura aparece como Retirada na lista de candidatos.'],
    action: { label: 'Ver candidatos', url: appUrl(args.baseUrl, `/vaga/${args.jobId}/candidatos`) },
  })
}

const statusPhrases: Record<'accepted' | 'rejected' | 'hired', string> = {
  accepted: 'foi aceita! A barbearia quer conversar com você.',
  rejected: 'não foi aprovada desta vez. Continue se candidatando: novas vagas aparecem todos os dias.',
  hired: 'terminou em contratação. Parabéns!',
}

export function applicationStatusEmail(args: {
  barberName?: string | null
  jobTitle: string
  shopName: string
  status: 'accepted' | 'rejected' | 'hired'
  baseUrl: string
}): Email {
  return renderEmail({
    subject: `Sua candidatura: ${args.jobTitle}`,
    greeting: greeting(args.barberName),
    paragraphs: [`Sua candidatura para "${args.jobTitle}" na ${args.shopName} ${statusPhrases[args.status]}`],
    action: { label: 'Ver minhas candidaturas', url: appUrl(args.baseUrl, '/vagas-aplicadas') },
  })
}

/**
 * To a barber still waiting on a shop that left the marketplace (its account or profile deleted):
 * its jobs closed, the applications stay in Minhas Candidaturas as 'Vaga encerrada'.
 */
export function shopLeftEmail(args: { barberName?: string | null; shopName: string; jobTitles: string[]; baseUrl: string }): Email {
  const titles = args.jobTitles.map((title) => `"${title}"`).join(', ')
  return renderEmail({
    subject: `${args.shopName} saiu do ${PRODUCT_NAME}`,
    greeting: greeting(args.barberName),
    paragraphs: [
      `${args.shopName} encerrou a conta no ${PRODUCT_NAME}, e as vagas em que você se candidatou foram encerradas: ${titles}.`,
      `Suas candidaturas continuam em Minhas Candidaturas, marcadas como ${CLOSED_JOB_LABEL}. Há outras vagas abertas esperando por você.`,
    ],
    action: { label: 'Ver vagas abertas', url: appUrl(args.baseUrl, '/vagas-abertas') },
  })
}

/**
 * A day after a hire, to each side that has not reviewed yet (issue 14): how it went with the
 * other party, and a link that opens the review form.
 */
export function reviewRequestEmail(args: Addressee & { otherName: string; reviewUrl: string }): Email {
  return renderEmail({
    subject: `Como foi trabalhar com ${args.otherName}?`,
    greeting: greeting(args.name, args.business),
    paragraphs: [
      `Conte como foi trabalhar com ${args.otherName}: dê de 1 a 5 estrelas e, se quiser, deixe um comentário.`,
      'Sua avaliação só aparece quando os dois lados avaliarem, ou 14 dias após a contratação.',
    ],
    action: { label: 'Avaliar agora', url: args.reviewUrl },
  })
}

/**
 * The chat's unread e-mail: who wrote and a link to the conversation, never the messages
 * themselves (they may hold what masking hides, and e-mail leaves the audited chat).
 */
export function unreadChatEmail(args: Addressee & { otherName: string; conversationUrl: string; optOutUrl: string }): Email {
  return renderEmail({
    subject: `Você tem novas mensagens de ${args.otherName}`,
    greeting: greeting(args.name, args.business),
    paragraphs: [`${args.otherName} enviou mensagens que você ainda não leu no chat do ${PRODUCT_NAME}.`],
    action: { label: 'Abrir conversa', url: args.conversationUrl },
    footnote: 'Enviamos no máximo um e-mail por conversa a cada 6 horas, e só quando você não está com o chat aberto.',
    optOut: { label: 'Não quero receber estes e-mails', url: args.optOutUrl },
  })
}

/** To a ticket's author: the admin's answer, whole, and where to see the ticket. */
export function ticketAnswerEmail(args: Addressee & { subject: string; reply: string; baseUrl: string }): Email {
  return renderEmail({
    subject: `Resposta do suporte: ${args.subject}`,
    greeting: greeting(args.name, args.business),
    paragraphs: [`Respondemos ao seu chamado "${args.subject}":`, ...args.reply.split(/\n{2,}/)],
    action: { label: 'Ver meus chamados', url: appUrl(args.baseUrl, SUPPORT_PATH) },
    footnote: 'Se precisar de mais ajuda, abra um novo chamado na página de suporte.',
  })
}

/**
 * 'Acesso antecipado às novas vagas' (barbers' Anual plan, decision 0024): a new job in the
 * barber's city that fits its experience, sent as soon as the job is published.
 */
export function earlyAccessJobEmail(args: {
  barberName?: string | null
  jobTitle: string
  shopName?: string | null
  city?: string | null
  baseUrl: string
  jobId: number
  /** The one-click link that turns these e-mails off (server/alerts/earlyAccessOptOut.ts), as the alerts' does. */
  unsubscribeUrl: string
}): Email {
  const where = args.city ? ` em ${args.city}` : ''
  return renderEmail({
    subject: `Nova vaga${where}: ${args.jobTitle}`,
    greeting: greeting(args.barberName),
    paragraphs: [
      `${args.shopName ?? 'Uma barbearia'} acabou de publicar a vaga "${args.jobTitle}"${where}, que combina com a sua experiência.`,
      'Como assinante do plano Anual, você recebe este aviso assim que a vaga é publicada.',
    ],
    action: { label: 'Ver vaga', url: appUrl(args.baseUrl, `/vagas/${args.jobId}`) },
    optOut: { label: 'Parar de receber estes avisos', url: args.unsubscribeUrl },
  })
}

/**
 * To a shop, seven days before its job closes itself (issue 40, decision 0068): renew it to keep it
 * open 60 more days, or close it. Sent once per publication.
 */
const expiryDays = new Map<Country, Intl.DateTimeFormat>()
const expiryDay = (country: Country) => {
  let format = expiryDays.get(country)
  if (!format) expiryDays.set(country, (format = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: countryTimeZone(country) })))
  return format
}

export function jobExpiringEmail(args: { shopName?: string | null; jobTitle: string; expiresAt: Date; country?: Country | null; baseUrl: string }): Email {
  const day = expiryDay(args.country ?? 'BR').format(args.expiresAt)
  return renderEmail({
    subject: `Sua vaga expira em 7 dias: ${args.jobTitle}`,
    greeting: greeting(args.shopName, true),
    paragraphs: [
      `A vaga "${args.jobTitle}" completa ${JOB_OPEN_DAYS} dias no ar e será fechada como Expirada em ${day}.`,
      `Se ainda procura barbeiros, renove a vaga em Minhas Vagas: ela fica aberta por mais ${JOB_OPEN_DAYS} dias. Se já encontrou, feche-a.`,
    ],
    action: { label: 'Abrir Minhas Vagas', url: appUrl(args.baseUrl, '/vagas') },
    footnote: 'Uma vaga expirada continua com a sua página e os candidatos dela, como uma vaga fechada, e pode ser renovada depois.',
  })
}

/** One job an alert found, as the alert e-mail lists it: masked public texts only (decision 0029). */
export type AlertedJob = { id: number; title: string; shopName?: string | null; district?: string | null; city?: string | null; salary?: string | null }

/**
 * An alert for a saved search (issue 26, decision 0037): the jobs that matched, one e-mail per
 * barber however many matched, and the link that stops the alert.
 */
export function jobAlertEmail(args: { barberName?: string | null; jobs: AlertedJob[]; baseUrl: string; unsubscribeUrl: string; digest: boolean }): Email {
  const [first] = args.jobs
  const many = args.jobs.length > 1
  const place = (job: AlertedJob) => [job.district, job.city].filter(Boolean).join(', ')
  const line = (job: AlertedJob) =>
    [job.title, job.shopName ?? undefined, place(job) || undefined, job.salary ?? undefined].filter(Boolean).join(' · ') +
    ` — ${appUrl(args.baseUrl, `/vagas/${job.id}`)}`
  return renderEmail({
    subject: many ? `${args.jobs.length} novas vagas para o seu alerta` : `Nova vaga para o seu alerta: ${first!.title}`,
    greeting: greeting(args.barberName),
    paragraphs: [
      many ? 'Estas vagas novas combinam com um alerta que você criou no Navalha:' : 'Esta vaga nova combina com um alerta que você criou no Navalha:',
      ...args.jobs.map(line),
    ],
    action: many
      ? { label: 'Ver meus alertas', url: appUrl(args.baseUrl, '/alertas') }
      : { label: 'Ver vaga', url: appUrl(args.baseUrl, `/vagas/${first!.id}`) },
    footnote: args.digest ? 'Este é o resumo diário dos seus alertas.' : 'Você recebe este e-mail porque criou um alerta de vagas.',
    optOut: { label: 'Parar de receber este alerta', url: args.unsubscribeUrl },
  })
}

/**
 * A shop's invitation to one of its jobs (issue 40, decision 0067): the shop's public name, the
 * job, the shop's note as stored (masked), the page to answer it, and the one-click link that
 * turns invitations off (the same link goes in the List-Unsubscribe header, RFC 8058).
 */
export function invitationEmail(args: {
  barberName?: string | null
  shopName: string
  jobTitle: string
  note?: string | null
  baseUrl: string
  invitationsPath: string
  unsubscribeUrl: string
}): Email {
  return renderEmail({
    subject: `${args.shopName} convidou você para a vaga ${args.jobTitle}`,
    greeting: greeting(args.barberName),
    paragraphs: [
      `${args.shopName} convidou você para se candidatar à vaga "${args.jobTitle}".`,
      ...(args.note ? [`Mensagem da barbearia: ${args.note}`] : []),
      'Candidate-se com um toque ou recuse o convite pela página de convites.',
    ],
    action: { label: 'Ver convite', url: appUrl(args.baseUrl, args.invitationsPath) },
    footnote: 'Você recebe este e-mail porque aceita convites de barbearias no Navalha.',
    optOut: { label: 'Não quero receber convites', url: args.unsubscribeUrl },
  })
}

/** What happened to a test day, for the e-mail that tells the other party (or both) of it (issue 41, decision 0069). */
export type TrialDayEvent = 'proposed' | 'scheduled' | 'declined' | 'cancelled' | 'outcome' | 'attendance' | 'reminder24h' | 'reminder2h'

/**
 * One e-mail per step of a test day, to one of its parties. `otherName` is the other party as this
 * one knows it (the shop's public name, the barber's name); every free text is its stored public
 * form (contacts masked); slots come as the shop's clock says them.
 */
export function trialDayEmail(args: {
  event: TrialDayEvent
  recipientName?: string | null
  recipientIsShop: boolean
  otherName: string
  jobTitle: string
  slots: string[]
  pay?: string | null
  place?: string | null
  notes?: string | null
  reason?: string | null
  outcome?: { attended: boolean; approved?: boolean | null; feedback?: string | null }
  attended?: boolean
  /** The recipient took this step themselves (a cancellation reaches both calendars). */
  byRecipient?: boolean
  /** The calendar file attached: the event, or its cancellation. */
  invite?: 'REQUEST' | 'CANCEL' | null
  baseUrl: string
  path: string
}): Email {
  const test = `o teste prático para "${args.jobTitle}"`
  const slot = args.slots[0] ?? ''
  const lines: Record<TrialDayEvent, { subject: string; opening: string }> = {
    proposed: {
      subject: `${args.otherName} propôs horários para um teste prático`,
      opening: `${args.otherName} propôs ${args.slots.length === 1 ? 'um horário' : `${args.slots.length} horários`} para ${test}. Escolha um, recuse ou proponha outro:`,
    },
    scheduled: { subject: `Teste prático marcado: ${slot}`, opening: `Está marcado ${test} com ${args.otherName}: ${slot}.` },
    declined: { subject: `${args.otherName} recusou os horários do teste prático`, opening: `${args.otherName} recusou os horários propostos para ${test}.` },
    cancelled: {
      subject: `Teste prático cancelado: ${args.jobTitle}`,
      opening: `${args.byRecipient ? 'Você desmarcou' : `${args.otherName} cancelou`} ${test}${slot ? ` (${slot})` : ''}.`,
    },
    outcome: { subject: `Resultado do teste prático: ${args.jobTitle}`, opening: `${args.otherName} registrou o resultado d${test}.` },
    attendance: {
      subject: `${args.otherName} confirmou o teste prático`,
      opening: `${args.otherName} ${args.attended ? 'confirmou que compareceu' : 'informou que não compareceu'} a${test}.`,
    },
    reminder24h: { subject: `Lembrete: teste prático amanhã, ${slot}`, opening: `Amanhã tem ${test} com ${args.otherName}: ${slot}.` },
    reminder2h: { subject: `Lembrete: teste prático daqui a 2 horas`, opening: `Daqui a 2 horas começa ${test} com ${args.otherName}: ${slot}.` },
  }
  const { subject, opening } = lines[args.event]
  const outcome = args.outcome
  const paragraphs = [
    opening,
    ...(args.event === 'proposed' ? args.slots.map((each, index) => `Horário ${index + 1}: ${each}`) : []),
    ...(args.place && args.event !== 'declined' && args.event !== 'cancelled' ? [`Local: ${args.place}`] : []),
    ...(args.pay && (args.event === 'proposed' || args.event === 'scheduled') ? [args.pay] : []),
    ...(args.notes && (args.event === 'proposed' || args.event === 'scheduled') ? [`Observações: ${args.notes}`] : []),
    ...(args.reason ? [`Motivo: ${args.reason}`] : []),
    ...(outcome
      ? [
          outcome.attended ? 'Compareceu ao teste.' : 'Não compareceu ao teste.',
          ...(outcome.approved === true ? ['Aprovado: a barbearia quer seguir para a contratação.'] : []),
          ...(outcome.approved === false ? ['Não aprovado desta vez.'] : []),
          ...(outcome.feedback ? [`Retorno da barbearia: ${outcome.feedback}`] : []),
        ]
      : []),
    ...(args.invite === 'REQUEST' ? ['O convite para a sua agenda vai anexado (arquivo .ics).'] : []),
    ...(args.invite === 'CANCEL' ? ['O arquivo anexado (.ics) tira o horário desmarcado da sua agenda.'] : []),
  ]
  return renderEmail({
    subject,
    greeting: greeting(args.recipientName, args.recipientIsShop),
    paragraphs,
    action: { label: 'Ver teste prático', url: appUrl(args.baseUrl, args.path) },
  })
}
