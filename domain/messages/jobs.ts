/** The jobs texts of the product specification, verbatim; one file per area, so a screen loads only its own (issue 29). */

export const jobMessages = {
  titleTooShort: 'Título deve ter pelo menos 5 caracteres',
  descriptionTooShort: 'Descrição deve ter pelo menos 20 caracteres',
  publishFailed: 'Erro ao publicar vaga',
  shopNotFound: 'Barbearia não encontrada. Complete seu perfil primeiro.',
  published: 'Vaga publicada!',
  publishedDetail: 'Sua vaga foi publicada com sucesso e já está visível para os barbeiros.',
  loadFailed: 'Erro ao carregar vagas',
  loadFailedDetail: 'Não foi possível carregar as vagas abertas',
  notFound: 'Vaga não encontrada',
  notFoundDetail: 'Esta vaga não existe ou foi removida',
  loadOneFailed: 'Erro ao carregar vaga',
  loadOneFailedDetail: 'Não foi possível carregar os detalhes da vaga',
  hasApplications: 'Esta vaga já recebeu candidaturas e não pode ser excluída. Feche a vaga para encerrá-la.',
  /** Beside the copied title of a job an admin deleted, on the barber's own applications. */
  removed: 'Vaga removida',
  openingsInvalid: 'Informe quantos barbeiros a vaga precisa: um número de 1 a 20.',
} as const

/** A job's 60 days and its renewal (issue 40, decision 0068). */
export const jobExpiryMessages = {
  renew: 'Renovar',
  close: 'Fechar vaga',
  renewed: 'Vaga renovada',
  renewedDetail: 'A vaga fica aberta por mais 60 dias a partir de hoje.',
  renewFailed: 'Erro ao renovar vaga',
  closed: 'Vaga fechada',
  closeFailed: 'Erro ao fechar vaga',
  noticeTitle: (count: number) => (count === 1 ? 'Uma vaga expira em breve' : `${count} vagas expiram em breve`),
  noticeDetail: 'Vagas ficam abertas por 60 dias após a publicação ou renovação. Renove para mantê-las abertas, ou feche-as se já encontrou seus barbeiros.',
  onlyOwnShop: 'Apenas a barbearia da vaga pode renová-la.',
} as const

/** The open-jobs list's own filters (issue 40). */
export const jobSearchMessages = {
  urgentOnly: 'Só urgentes',
  urgentInvalid: 'Use urgent=true para ver só as vagas urgentes.',
  expiringInvalid: 'Use expiring=true para ver só as vagas que expiram nesta semana.',
} as const

export const myJobsMessages = {
  onlyShops: 'Apenas barbearias têm vagas publicadas.',
} as const

export const applicationMessages = {
  applied: 'Candidatura enviada!',
  appliedDetail: 'Sua candidatura foi enviada com sucesso. Boa sorte!',
  applyFailed: 'Erro ao se candidatar',
  applyFailedDetail: 'Não foi possível enviar sua candidatura',
  alreadyApplied: 'Você já se candidatou a esta vaga',
  tooManyApplications: (max: number) => `Limite de ${max} candidaturas a esta vaga atingido: não é possível candidatar-se de novo.`,
  jobClosed: 'Vaga fechada',
  jobNotActive: 'Esta vaga não está mais aceitando candidaturas.',
  barberProfileRequiredTitle: 'Erro',
  barberProfileRequired: 'Você precisa completar seu perfil de barbeiro para se candidatar',
  onlyBarbers: 'Apenas barbeiros podem se candidatar a vagas.',
  loadFailed: 'Erro ao carregar candidaturas',
  applicantsLoadFailed: 'Erro ao carregar candidatos',
  statusUpdateFailed: 'Erro ao atualizar status',
  statusUpdated: 'Status atualizado',
  statusUpdatedDetail: 'O status da candidatura foi atualizado com sucesso.',
  onlyStatusChanges: 'Apenas o status da candidatura pode ser alterado.',
  noApplicantName: 'Nome não disponível',
  noApplicantBio: 'Sem descrição disponível',
  withdrawn: 'Candidatura retirada',
  withdrawnDetail: 'A barbearia foi avisada. Você pode se candidatar de novo enquanto a vaga estiver aberta.',
  withdrawFailed: 'Erro ao retirar candidatura',
  onlyBarberWithdraws: 'Apenas o barbeiro que se candidatou pode retirar a candidatura.',
  shopCannotWithdraw: 'A barbearia não pode retirar a candidatura de um barbeiro: recuse-a.',
  cannotWithdraw: (label: string) => `Uma candidatura com status ${label} não pode ser retirada.`,
  barberOnlyWithdraws: 'O barbeiro só pode retirar a própria candidatura; quem decide o status é a barbearia.',
} as const

/** The screening questions of a job and the barber's answers and message (issue 40, decision 0061). */
export const screeningMessages = {
  questionTooShort: 'A pergunta deve ter pelo menos 5 caracteres.',
  questionTooLong: 'A pergunta deve ter no máximo 140 caracteres.',
  kindInvalid: 'Escolha o tipo de resposta: sim ou não, ou resposta curta.',
  tooManyQuestions: 'A vaga pode ter no máximo 3 perguntas.',
  messageTooLong: 'A mensagem deve ter no máximo 500 caracteres.',
  answerTooLong: 'A resposta deve ter no máximo 300 caracteres.',
  answersInvalid: 'Envie as respostas como uma lista de { question, answer }.',
  unknownQuestion: 'Esta vaga não tem essa pergunta.',
  repeatedQuestion: 'A mesma pergunta foi respondida mais de uma vez.',
  questionsChanged: 'As perguntas desta vaga mudaram. Confira as respostas e envie de novo.',
  required: (question: string) => `Responda à pergunta obrigatória: ${question}`,
  yesNoExpected: (question: string) => `Responda sim ou não: ${question}`,
  textExpected: (question: string) => `Responda com um texto: ${question}`,
} as const

/** What Portugal says instead, where the Brazilian text addresses the reader as você (issue 39, decision 0057). */
export const portugueseApplicationMessages = {
  alreadyApplied: 'Já se candidatou a esta vaga',
  barberProfileRequired: 'Tem de completar o seu perfil de barbeiro para se candidatar',
  withdrawnDetail: 'A barbearia foi avisada. Pode candidatar-se novamente enquanto a vaga estiver aberta.',
} as const satisfies Partial<Record<keyof typeof applicationMessages, string>>

/** Alerts for saved searches (issue 26, decision 0037). */
export const jobAlertMessages = {
  filtersInvalid: 'Os filtros do alerta devem ser um objeto com os filtros da busca de vagas.',
  filterInvalid: (name: string) => `Filtro inválido no alerta: ${name}.`,
  deliveryInvalid: 'Escolha como receber o alerta: na hora (instant) ou em um resumo diário (daily).',
  pausedInvalid: 'Informe se o alerta está pausado com verdadeiro ou falso.',
  limitReached: (max: number) => `Você já tem ${max} alertas. Exclua um para criar outro.`,
  barbersOnly: 'Apenas barbeiros criam alertas de vagas.',
  unsubscribeTitle: 'Cancelar alerta de vagas',
  unsubscribeAsk: 'Parar de receber por e-mail as vagas deste alerta? Você pode reativá-lo em Meus alertas.',
  unsubscribeConfirm: 'Parar de receber este alerta',
  unsubscribeDone: 'Pronto: este alerta está pausado e não enviará mais e-mails.',
  unsubscribeInvalid: 'Este link de cancelamento não é válido. Pause o alerta em Meus alertas.',
  unsubscribeStale:
    'Este link é de um e-mail antigo: o alerta mudou depois dele (foi editado, pausado, reativado ou excluído) e ficou como você o deixou. Para pausá-lo, use Meus alertas.',
  unsubscribeExpired: (days: number) =>
    `Este link de cancelamento expirou (vale por ${days} dias) e o alerta continua como estava. Para pausá-lo, use Meus alertas.`,
} as const

/** The annual plan's 'Nova vaga em {cidade}' e-mails and their one-click unsubscribe (issue 40, decision 0068). */
export const earlyAccessMessages = {
  unsubscribeTitle: 'Avisos de novas vagas do plano Anual',
  unsubscribeAsk: 'Parar de receber por e-mail os avisos de novas vagas na sua cidade? Você pode reativá-los em Segurança da conta.',
  unsubscribeConfirm: 'Parar de receber estes avisos',
  unsubscribeDone: 'Pronto: você não vai mais receber os avisos de novas vagas do plano Anual.',
  unsubscribeUndo: 'Para voltar a receber, ative a opção em Segurança da conta.',
  unsubscribeInvalid: 'Este link de cancelamento não é válido. Ajuste a opção em Segurança da conta.',
  unsubscribeExpired: (days: number) => `Este link de cancelamento expirou (vale por ${days} dias). Ajuste a opção em Segurança da conta.`,
  preferenceLabel: 'Avisos de novas vagas (plano Anual)',
  preferenceDescription: 'Receba um e-mail assim que uma vaga da sua cidade for publicada.',
} as const
