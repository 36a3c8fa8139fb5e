/** The reviews texts of the product specification, verbatim; one file per area, so a screen loads only its own (issue 29). */

export const reviewMessages = {
  notHired: 'Só é possível avaliar depois de uma contratação.',
  notParty: 'Você só pode avaliar contratações das quais participou.',
  already: 'Você já avaliou esta contratação.',
  hideReasonRequired: 'Informe o motivo para ocultar a avaliação.',
  hidden: 'Avaliação ocultada',
  restored: 'Avaliação restaurada',
  hideFailed: 'Erro ao ocultar avaliação',
  restoreFailed: 'Erro ao restaurar avaliação',
  applicationRequired: 'Informe a contratação que você quer avaliar.',
  /** A hire whose shop has since left the marketplace (hooks/closeShopJobs.ts): there is no profile to rate. */
  shopLeft: 'Esta barbearia saiu do Navalha e não pode mais ser avaliada.',
  accountRemoved: 'Esta conta foi removida e não pode mais ser avaliada.',
  sent: 'Avaliação enviada!',
  sendFailed: 'Erro ao enviar avaliação',
  ratingRequired: 'Escolha uma nota de 1 a 5 estrelas.',
  commentTooLong: 'O comentário pode ter no máximo 1.000 caracteres.',
  answerRequired: 'Escreva a sua resposta.',
  answerTooLong: 'A resposta pode ter no máximo 1.000 caracteres.',
  answerSent: 'Resposta publicada!',
  answerFailed: 'Erro ao publicar resposta',
  reportNotFound: 'Avaliação não encontrada.',
  reportAlready: 'Você já denunciou esta avaliação.',
  reportSent: 'Denúncia enviada. Nossa equipe vai analisar.',
  reportFailed: 'Erro ao enviar denúncia',
} as const
