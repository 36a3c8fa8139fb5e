import type { Reworded } from './wording'

/**
 * The person's own data (issue 25, decision 0035): the ZIP of `GET /api/me/export` and the
 * deletion of `DELETE /api/me`. Shared by the server, the web app's /conta/privacidade and the
 * console.
 */

/** The address of the download (the page is `PRIVACY_PAGE_PATH`, domain/session.ts). */
export const MY_DATA_EXPORT_PATH = '/api/me/export'

/** Bumped when `dados.json` changes shape; its field names are English camelCase, as the API's. */
export const EXPORT_FORMAT_VERSION = 1

/** Exports one account may download in 24 hours, counted in PostgreSQL across instances. */
export const EXPORTS_PER_DAY = 3

/** How a removed account, and whatever others keep of it, is named. */
export const REMOVED_ACCOUNT_NAME = 'Conta removida'

/** Unverified accounts are removed this many days after sign-up. */
export const UNVERIFIED_ACCOUNT_DAYS = 30

/**
 * An e-mail or push notification the queue gave up on (every retry failed) is removed, address and
 * text, this many days after its last try: long enough for the team to look at a failing mail
 * server, not a second copy of what people wrote kept for good.
 */
export const FAILED_NOTIFICATION_DAYS = 7

/** A chat photo uploaded but never sent in a message (decision 0039) is removed, file and all, this many hours after its upload. */
export const UNSENT_CHAT_PHOTO_HOURS = 24

/**
 * A profile file (photo, video, portfolio, logo, shop photo) is uploaded when picked (decision
 * 0058); one no profile holds is removed, file and all, this many hours after its upload.
 */
export const UNSAVED_PROFILE_UPLOAD_HOURS = 24

/** The folders of profile files, uploaded on pick and swept when no profile holds them. */
export const PROFILE_MEDIA_FOLDERS = ['photos', 'videos', 'portfolio', 'logos', 'shop-photos'] as const

/**
 * Profile files an account may hold that no profile holds (uploaded and not saved yet, or dropped
 * and not swept yet): a full barber profile is 14 files and a shop's 6, so this leaves room to pick
 * everything again several times in a day, and bounds what one account can pile up (media/unsavedUploads.ts).
 */
export const UNSAVED_PROFILE_UPLOADS_MAX = 60

export const privacyMessages = {
  title: 'Privacidade e dados',
  consentsTitle: 'O que você aceitou',
  consentsDetail: 'As versões dos Termos de Uso e da Política de Privacidade que você aceitou, e quando.',
  consentsNone: 'Nenhum aceite registrado nesta conta.',
  consentsFailed: 'Não foi possível carregar seus aceites agora.',
  exportTitle: 'Baixar meus dados',
  exportDetail:
    'Um arquivo ZIP com tudo o que a Navalha guarda sobre você: conta, perfil, documentos, vagas ou candidaturas, mensagens, avaliações, vagas salvas, assinatura e chamados de suporte, e os arquivos que você enviou. O arquivo é gerado na hora e não fica guardado no servidor.',
  exportLimit: `Você pode baixar seus dados até ${EXPORTS_PER_DAY} vezes por dia.`,
  exportTooMany: `Você já baixou seus dados ${EXPORTS_PER_DAY} vezes nas últimas 24 horas. Tente novamente amanhã.`,
  exportFailed: 'Não foi possível gerar o arquivo agora. Tente novamente em instantes.',
  deleteTitle: 'Excluir minha conta',
  deleteGoes: [
    'Seu login, seu perfil, CPF/CNPJ/NIF, telefone, fotos e vídeos',
    'Suas vagas salvas, seus chamados de suporte e suas sessões abertas',
    'Sua assinatura, cancelada na hora, sem novas cobranças',
  ],
  deleteStays: [
    'Contratações, candidaturas e conversas que outras pessoas têm com você continuam com elas, mostrando "Conta removida" no lugar do seu nome',
    'Avaliações que você escreveu continuam publicadas como "Conta removida"',
    'Se você tem uma barbearia, suas vagas são encerradas e os candidatos são avisados',
  ],
  deleteIrreversible: 'A exclusão não pode ser desfeita. Baixe seus dados antes, se quiser guardá-los.',
  passwordLabel: 'Senha atual',
  passwordRequired: 'Informe sua senha atual para excluir a conta.',
  passwordWrong: 'Senha incorreta. A conta não foi excluída.',
  confirmQuestion: 'Excluir sua conta agora?',
  confirmButton: 'Sim, excluir minha conta',
  deleteButton: 'Excluir minha conta',
  deleted: 'Sua conta foi excluída.',
  deleteFailed: 'Não foi possível excluir a conta agora. Nada foi apagado; tente novamente em instantes.',
  billingUnavailable: 'Não conseguimos cancelar sua assinatura agora, então a conta não foi excluída. Tente novamente em instantes.',
  alreadyRemoved: 'Esta conta já foi removida.',
  /** To an admin who deleted someone's account or profile (the console, Payload's REST API). */
  deletedByAdmin: 'Conta excluída. O que outras pessoas têm dela continua como "Conta removida".',
  /** The console's confirmation before an admin deletes someone's account for them. */
  adminDeleteIrreversible:
    'A exclusão não pode ser desfeita: se a pessoa pediu uma cópia dos dados, baixe-a antes. A assinatura é cancelada na hora. O que outras pessoas têm (contratações, conversas, avaliações escritas) continua como "Conta removida".',
  /** Any write to an account or profile already removed (decision 0042). */
  removedReadOnly: 'Esta conta foi removida e não pode mais ser alterada.',
  /** The console's confirmation before an admin deletes a barber's or barbershop's profile (decision 0042). */
  profileDeleteErases:
    'A conta inteira da pessoa é excluída, como se ela mesma pedisse: login, perfil, documentos, fotos e vídeos; a assinatura é cancelada. O que outras pessoas têm (contratações, conversas, avaliações escritas) continua como "Conta removida". Esta ação não pode ser desfeita.',
  /** A delete of an account or profile that did not come through the erasure (decision 0042). */
  eraseOnly: 'Contas e perfis só são excluídos pela exclusão da conta, que mantém o que outras pessoas têm como "Conta removida".',
  trialUsed: 'Este documento já usou o período de teste.',
} as const

/**
 * The privacy page as Portugal writes it (issue 39, decision 0057): no você, a ficheiro for a file,
 * eliminar for deleting an account.
 */
export type PrivacyMessages = Reworded<typeof privacyMessages>

export const portuguesePrivacyMessages: PrivacyMessages = {
  ...privacyMessages,
  consentsTitle: 'O que aceitou',
  consentsDetail: 'As versões dos Termos de Uso e da Política de Privacidade que aceitou, e quando.',
  consentsFailed: 'Não foi possível carregar os seus aceites agora.',
  exportTitle: 'Descarregar os meus dados',
  exportDetail:
    'Um ficheiro ZIP com tudo o que a Navalha guarda sobre si: conta, perfil, documentos, vagas ou candidaturas, mensagens, avaliações, vagas guardadas, assinatura e pedidos de suporte, e os ficheiros que enviou. O ficheiro é gerado no momento e não fica guardado no servidor.',
  exportLimit: `Pode descarregar os seus dados até ${EXPORTS_PER_DAY} vezes por dia.`,
  exportTooMany: `Já descarregou os seus dados ${EXPORTS_PER_DAY} vezes nas últimas 24 horas. Tente novamente amanhã.`,
  exportFailed: 'Não foi possível gerar o ficheiro agora. Tente novamente dentro de instantes.',
  deleteTitle: 'Eliminar a minha conta',
  deleteGoes: [
    'O seu acesso, o seu perfil, NIF/NIPC, telefone, fotos e vídeos',
    'As suas vagas guardadas, os seus pedidos de suporte e as suas sessões abertas',
    'A sua assinatura, cancelada de imediato, sem novas cobranças',
  ],
  deleteStays: [
    'Contratações, candidaturas e conversas que outras pessoas têm consigo continuam com elas, mostrando "Conta removida" no lugar do seu nome',
    'As avaliações que escreveu continuam publicadas como "Conta removida"',
    'Se tem uma barbearia, as suas vagas são encerradas e os candidatos são avisados',
  ],
  deleteIrreversible: 'A eliminação não pode ser desfeita. Descarregue os seus dados antes, se os quiser guardar.',
  passwordRequired: 'Indique a sua senha atual para eliminar a conta.',
  passwordWrong: 'Senha incorreta. A conta não foi eliminada.',
  confirmQuestion: 'Eliminar a sua conta agora?',
  confirmButton: 'Sim, eliminar a minha conta',
  deleteButton: 'Eliminar a minha conta',
  deleted: 'A sua conta foi eliminada.',
  deleteFailed: 'Não foi possível eliminar a conta agora. Nada foi apagado; tente novamente dentro de instantes.',
}
