/**
 * The documents a person accepts to use Navalha (issue 25): the terms of use and the privacy
 * policy, each published in numbered versions. What both sides (server, web app, console) need.
 */
export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const
export type LegalDocumentKind = (typeof LEGAL_DOCUMENTS)[number]

export const legalDocumentLabels: Record<LegalDocumentKind, string> = { terms: 'Termos de Uso', privacy: 'Política de Privacidade' }
export const legalDocumentPaths: Record<LegalDocumentKind, string> = { terms: '/termos', privacy: '/privacidade' }

/** A version as the app shows it and asks for it. */
export type LegalVersionSummary = { document: LegalDocumentKind; version: number; publishedAt: string; changes: string | null }

/** A consent as `GET /api/me/consents` lists it. */
export type ConsentRecord = { id: number; document: LegalDocumentKind; version: number; acceptedAt: string }

/** `GET /api/me/consents`: what the person accepted, and the current versions they have not accepted yet. */
export type MyConsents = { docs: ConsentRecord[]; pending: LegalVersionSummary[] }

/**
 * Every cookie the product sets, by name, with what it is for. /privacidade lists them from here,
 * and a test fails when any response or screen sets a cookie not in this list. There are no
 * tracking or advertising cookies, so no consent banner (decision 0034).
 */
export const PRODUCT_COOKIES = [
  {
    name: 'payload-token',
    purpose: 'Mantém você conectado à sua conta (sessão). Só o servidor lê; os scripts da página não têm acesso.',
    duration: 'Até você sair da conta ou a sessão expirar',
    setBy: 'server',
  },
  {
    name: 'tz',
    purpose: 'Guarda o fuso horário do seu aparelho, para mostrar datas e horários no seu horário local.',
    duration: '1 ano',
    setBy: 'browser',
  },
  {
    name: 'sidebar_state',
    purpose: 'Lembra se o menu lateral do painel da equipe está aberto ou fechado (só para a equipe do Navalha).',
    duration: '7 dias',
    setBy: 'browser',
  },
] as const

export const legalMessages = {
  unknownDocument: 'Documento desconhecido. Use "terms" (Termos de Uso) ou "privacy" (Política de Privacidade).',
  versionRequired: 'Informe a versão que você está aceitando.',
  notCurrentVersion: 'Esta não é a versão atual do documento. Recarregue a página e leia a versão em vigor antes de aceitar.',
  notPublished: 'Este documento ainda não foi publicado.',
  versionImmutable: 'Uma versão publicada não pode ser alterada nem excluída: publique uma nova versão.',
  changesRequired: 'Descreva o que mudou em relação à versão anterior.',
  publishedMeanwhile:
    'Outra versão deste documento está sendo publicada neste momento. Recarregue a página, confira a versão em vigor e publique de novo, se ainda for preciso.',
} as const
