/**
 * User-facing texts from the product specification (§4, §5, §8), verbatim. The server answers
 * with them and the web app shows them, so both sides import them from here.
 */

import type { DocumentKind, DocumentLabel } from './documents'
import type { Country } from './locations'

export const PRODUCT_NAME = 'Navalha'

export const documentMessages = {
  cpf: {
    required: 'CPF é obrigatório.',
    invalid: 'CPF inválido. Verifique e tente novamente.',
    taken: 'Este CPF já possui uma conta cadastrada.',
  },
  cnpj: {
    required: 'CNPJ é obrigatório.',
    invalid: 'CNPJ inválido. Verifique e tente novamente.',
    taken: 'Este CNPJ já possui uma conta cadastrada.',
  },
  /** Portugal (issue 16), in the spec's pattern for CPF and CNPJ. */
  nif: {
    required: 'NIF é obrigatório.',
    invalid: 'NIF inválido. Verifique e tente novamente.',
    taken: 'Este NIF já possui uma conta cadastrada.',
  },
  nipc: {
    required: 'NIPC é obrigatório.',
    invalid: 'NIPC inválido. Verifique e tente novamente.',
    taken: 'Este NIPC já possui uma conta cadastrada.',
  },
} as const satisfies Record<DocumentKind, { required: string; invalid: string; taken: string }>

/** A document of the other country's kind: the profile's country decides which one it gives. */
export const documentCountryMessages = {
  cpf: 'O CPF é pedido só para contas no Brasil. Em Portugal, informe o NIF.',
  cnpj: 'O CNPJ é pedido só para contas no Brasil. Em Portugal, informe o NIPC.',
  nif: 'O NIF é pedido só para contas em Portugal. No Brasil, informe o CPF.',
  nipc: 'O NIPC é pedido só para contas em Portugal. No Brasil, informe o CNPJ.',
} as const satisfies Record<DocumentKind, string>

export const signupMessages = {
  title: 'Erro ao criar conta',
  documentCheckFailed: 'Erro ao verificar documento. Tente novamente.',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres.',
  emailInvalid: 'Email inválido. Por favor, verifique o endereço.',
  emailTaken: 'Email já cadastrado',
  accountFailed: 'Erro ao criar conta.',
  userFailed: 'Erro ao criar usuário',
  roleFailed: 'Erro ao configurar tipo de conta',
  profileUpdateFailed: 'Erro ao atualizar perfil de barbeiro/barbearia',
  profileCreateFailed: 'Erro ao criar perfil de barbeiro/barbearia',
} as const

export const loginMessages = {
  title: 'Erro no login',
  invalidCredentials: 'Email ou senha incorretos.',
  emailNotVerified: 'Por favor, confirme seu email antes de fazer login.',
  // Deliberately says nothing about whether the account exists (see docs/decisions).
  tooManyAttempts: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
} as const

/** Confirming the e-mail address from the link sent at sign-up. */
export const verificationMessages = {
  verified: 'Email confirmado! Agora você já pode entrar.',
  invalid: 'Este link de confirmação é inválido ou já foi usado.',
  expired: 'Este link de confirmação expirou. Peça um novo link abaixo.',
  resent: 'Se houver uma conta não confirmada com este email, enviamos um novo link de confirmação.',
} as const

export const resetMessages = {
  /** Deliberately the same whether the account exists or not (see docs/decisions). */
  linkSent: 'Se houver uma conta com este email, enviamos um link para criar uma nova senha.',
  sendFailed: 'Erro ao enviar email',
  sent: 'Email enviado!',
  passwordTooShortTitle: 'Senha muito curta',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres.',
  mismatchTitle: 'Senhas não coincidem',
  mismatch: 'Por favor, verifique se as senhas são idênticas.',
  linkErrorTitle: 'Erro no link de recuperação',
  linkErrorDefault: 'O link pode ter expirado. Solicite um novo link de recuperação.',
} as const

/** The account's e-mail and password, changed with proof (Segurança da conta). */
export const accountSecurityMessages = {
  title: 'Segurança da conta',
  currentPasswordRequired: 'Informe sua senha atual.',
  currentPasswordWrong: 'Senha atual incorreta.',
  samePassword: 'A nova senha deve ser diferente da atual.',
  passwordChanged: 'Senha alterada!',
  passwordChangedDetail: 'As outras sessões da sua conta foram encerradas.',
  passwordChangeFailed: 'Erro ao alterar senha',
  sameEmail: 'Este já é o email da sua conta.',
  emailChangeSent: 'Confirme no novo email',
  emailChangeSentDetail: (email: string) =>
    `Enviamos um link para ${email}. A troca só vale depois que você abrir esse link; até lá, continue entrando com o email atual.`,
  emailChangeFailed: 'Erro ao trocar email',
  emailChangeInvalid: 'Este link de troca de email é inválido ou já foi usado.',
  emailChangeExpired: 'Este link de troca de email expirou. Peça a troca de novo em Segurança da conta.',
  emailChanged: 'Email alterado! Use o novo email para entrar.',
  emailChangedDetail: 'As outras sessões da sua conta foram encerradas.',
  /** Payload's own PATCH /api/users/:id, tried with an e-mail or a password by anyone but an admin. */
  useSecurityPage: 'Para trocar o email ou a senha, use Segurança da conta: a senha atual é pedida.',
} as const

export const accountMessages = {
  trialExpired: 'Período de teste expirado',
  trialExpiredApply: 'Escolha um plano para se candidatar a vagas',
  trialExpiredPost: 'Escolha um plano para publicar vagas',
  trialExpiredHire: 'Escolha um plano para aceitar e contratar candidatos',
  trialExpiredChat: 'Escolha um plano para abrir conversas',
  trialExpiredContact: 'Escolha um plano para ver o contato',
  trialBannerExpired: `Seu período de teste expirou. Escolha um plano para continuar no ${PRODUCT_NAME}.`,
  choosePlan: 'Escolha seu Plano',
  trialNote: 'Todos os planos incluem 3 dias grátis para testar.',
  loginRequired: 'Login necessário',
  loginRequiredDetail: 'Faça login para continuar.',
  forbidden: 'Você não tem permissão para realizar esta ação.',
} as const

export const profileMessages = {
  saved: 'Perfil completado!',
  saveFailed: 'Erro ao criar perfil',
  notProvided: 'Não informado',
  completeProfile: 'Complete seu Perfil',
  alreadyExists: 'Você já possui um perfil cadastrado.',
  loadFailed: 'Erro ao carregar dados',
  ageRange: 'A idade deve estar entre 18 e 100 anos.',
  experienceRange: 'A experiência deve estar entre 0 e 50 anos.',
  stateInvalid: 'Informe a sigla do estado com 2 letras.',
  videoRequired: 'O vídeo de apresentação é obrigatório.',
  tooManyPhotos: 'Envie no máximo 5 fotos da barbearia.',
  phoneInvalid: 'Telefone inválido. Use DDD e número, por exemplo (11) 98765-4321.',
  urlInvalid: 'Endereço inválido. Use um link começando com http:// ou https://.',
  instagramInvalid: 'Instagram inválido. Use apenas letras, números, ponto e sublinhado.',
  /** Under the contact fields of the profile forms: who sees them, and when (decision 0030). */
  instagramAfterHireBarber: 'Seu Instagram aparece para barbearias depois da contratação',
  instagramAfterHireShop: 'Seu Instagram aparece para barbeiros depois da contratação',
  websiteAfterHireShop: 'Seu site aparece para barbeiros depois da contratação',
  /** Under a document the account already has: it identifies the account, so support changes it. */
  documentLocked: (label: DocumentLabel) => `Para alterar o ${label}, fale com o suporte. Não aparece no perfil público.`,
  notFound: 'Perfil não encontrado.',
  onlyBarberProfile: 'Apenas barbeiros têm um perfil de barbeiro.',
  onlyProfileTypes: 'Apenas barbeiros e barbearias têm perfil.',
  onlyPanelTypes: 'Este painel é para barbeiros e barbearias.',
} as const

/** A phone that is not one, told with an example of the account's country. */
export const phoneInvalidMessages: Record<Country, string> = {
  BR: profileMessages.phoneInvalid,
  PT: 'Telefone inválido. Use os 9 dígitos do número, por exemplo 912 345 678, ou o código do país antes.',
}

/** A place that is not one (see placeError in domain/locations.ts), in each country's words. */
export const placeMessages: Record<Country, { state: string; city: string }> = {
  BR: { state: profileMessages.stateInvalid, city: 'Informe a cidade.' },
  PT: { state: 'Escolha um distrito de Portugal, os Açores ou a Madeira.', city: 'Escolha um concelho do distrito.' },
}

/** A level of a place left empty, in each country's words (domain/locations.ts `placeLabels`). */
export const placeRequiredMessages: Record<Country, { state: string; city: string; district: string }> = {
  BR: { state: 'Informe o estado.', city: 'Informe a cidade.', district: 'Informe o bairro.' },
  PT: { state: 'Escolha o distrito.', city: 'Escolha o concelho.', district: 'Informe a freguesia.' },
}

export const profileMediaMessages = {
  notYours: 'Use um arquivo enviado por você.',
  wrongKind: 'Este arquivo não serve para este campo: envie uma imagem para fotos e logo, e um vídeo para a apresentação.',
  portfolioTooMany: (max: number) => `O portfólio pode ter no máximo ${max} fotos.`,
  captionTooLong: (max: number) => `A legenda pode ter no máximo ${max} caracteres.`,
} as const

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
} as const

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

/** Every text others read before a hire (decision 0029): its author is told beside the field what others will not see. */
export const contactPolicyMessages = {
  hiddenUntilHire: 'Telefones, e-mails, links e redes sociais ficam ocultos até a contratação.',
} as const

/** The chat before the hire (issue 11): contacts are hidden, and the composer says so before sending. */
export const chatMessages = {
  contactsHiddenUntilHire: contactPolicyMessages.hiddenUntilHire,
  /** Stands in the other party's view for each hidden phone, e-mail, link or handle. */
  contactHidden: '[contato oculto]',
  title: 'Conversas',
  headingBarber: 'Gerencie suas conversas com barbearias',
  headingShop: 'Gerencie suas conversas com barbeiros',
  loading: 'Carregando conversas...',
  empty: 'Você ainda não tem conversas',
  emptyBarber: 'Candidate-se a vagas: quando uma barbearia aceitar sua candidatura, vocês poderão conversar por aqui.',
  emptyShop: 'Aguarde candidaturas às suas vagas: você poderá conversar com cada candidato por aqui.',
  loadFailed: 'Erro ao carregar conversas',
  loadFailedDetail: 'Não foi possível carregar suas conversas',
  messagesLoadFailed: 'Não foi possível carregar as mensagens.',
  sendFailed: 'Mensagem não enviada',
  /** Shown to the sender under a message of theirs in which something was hidden. */
  maskedNote: 'Parte desta mensagem foi ocultada: contatos só são liberados após a contratação.',
  trialExpiredSend: 'Escolha um plano para enviar mensagens',
  bodyRequired: 'Escreva uma mensagem.',
  bodyTooLong: (max: number) => `A mensagem pode ter no máximo ${max.toLocaleString('pt-BR')} caracteres.`,
  conversationNotFound: 'Conversa não encontrada.',
  conversationClosed: 'Esta conversa está fechada. Reabra-a para enviar mensagens.',
  counterpartRemoved: 'Esta conta foi removida e não recebe mais mensagens.',
  applicationRequired: 'Informe a candidatura da conversa.',
  applicationNotFound: 'Candidatura não encontrada.',
  notYourApplication: 'Você só pode conversar sobre candidaturas às suas vagas ou suas.',
  barberMustWaitAcceptance: 'Você poderá conversar com a barbearia quando ela aceitar sua candidatura.',
  onlyParties: 'Apenas barbeiros e barbearias conversam pelo chat.',
  statusInvalid: 'Status inválido: use "open" ou "closed".',
  cursorInvalid: 'Parâmetro de paginação inválido.',
  sendingTooFast: 'Você está enviando mensagens rápido demais. Aguarde um minuto.',
  tooManyConnections: 'Conexões demais abertas para esta conta.',
  unknownEvent: 'Evento desconhecido.',
  contactAfterHire: 'O contato é liberado somente após a contratação.',
  photosAfterHire: 'Fotos só podem ser enviadas depois da contratação.',
  tooManyPhotos: (max: number) => `Envie no máximo ${max} fotos por mensagem.`,
  photoInvalid: 'Foto inválida: anexe fotos que você enviou para esta conversa.',
  photoConversationRequired: 'Informe a conversa da foto.',
  photoOnly: 'Foto',
  emailToggleLabel: 'Receber e-mail quando eu tiver mensagens não lidas',
  emailToggleHelp: 'No máximo um e-mail por conversa a cada 6 horas, sem o texto das mensagens.',
  emailToggleOn: 'Você vai receber e-mails de mensagens não lidas.',
  emailToggleOff: 'Você não vai mais receber e-mails de mensagens não lidas.',
  emailToggleFailed: 'Não foi possível salvar sua preferência',
  optOutTitle: 'E-mails de mensagens não lidas',
  optOutAsk: 'Deseja parar de receber e-mails quando tiver mensagens não lidas no chat?',
  optOutConfirm: 'Parar de receber',
  optOutDone: 'Pronto: você não vai mais receber e-mails de mensagens não lidas.',
  optOutUndo: 'Para voltar a receber, ative a opção em Segurança da conta.',
  optOutInvalid: 'Este link não é válido. Use o link mais recente que enviamos ou ajuste a opção em Segurança da conta.',
  optOutExpired: 'Este link expirou. Ajuste a opção em Segurança da conta.',
} as const

/** Notifications on the phone (issue 30): the panel's opt-in, the switches in /conta, the install prompt. */
export const pushMessages = {
  endpointInvalid: 'Inscrição de notificações inválida: endereço do serviço de push ausente ou inválido.',
  keysInvalid: 'Inscrição de notificações inválida: as chaves do navegador estão ausentes ou incorretas.',
  preferenceInvalid: 'Cada opção de notificação deve ser ligada (true) ou desligada (false).',
  preferenceUnknown: 'Opção de notificação desconhecida.',
  optInTitle: 'Notificações no celular',
  optInHelp: 'Receba um aviso neste aparelho quando algo acontecer, mesmo com o Navalha fechado.',
  optInButton: 'Ativar notificações',
  optOutButton: 'Desativar neste aparelho',
  optedIn: 'Notificações ativadas neste aparelho.',
  optedOut: 'Notificações desativadas neste aparelho.',
  optInFailed: 'Não foi possível ativar as notificações',
  denied: 'As notificações estão bloqueadas para o Navalha neste navegador. Libere-as nas configurações do navegador para ativar.',
  unsupported: 'Este navegador não recebe notificações. No iPhone, adicione o Navalha à tela de início e abra-o por lá.',
  preferencesTitle: 'Notificações no celular',
  preferencesHelp: 'Escolha o que avisa você nos aparelhos em que ativou as notificações (pelo seu painel).',
  preferenceSaved: 'Preferência de notificação salva.',
  preferenceFailed: 'Não foi possível salvar sua preferência',
  kindLabels: {
    newMessage: 'Nova mensagem no chat',
    newApplicant: 'Novo candidato em uma vaga',
    applicationStatus: 'Mudança no status de uma candidatura',
    jobAlert: 'Vaga nova que combina com seu alerta',
  },
  installTitle: 'Instale o Navalha no seu celular',
  installHelp: 'Abra o app direto da tela de início e receba os avisos mais rápido.',
  installButton: 'Instalar',
} as const

export const genericMessages = {
  notFound: 'Recurso não encontrado.',
  invalidRequest: 'Requisição inválida. Verifique os dados enviados.',
  bodyTooLarge: 'Os dados enviados são grandes demais.',
  internal: 'Erro interno. Tente novamente em instantes.',
  tooManyRequests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  unavailable: 'Serviço temporariamente indisponível.',
  required: 'Campo obrigatório.',
  valueTaken: 'Este valor já está em uso.',
  notSignedIn: 'Nenhuma sessão ativa.',
  relatedMissing: 'O item relacionado não existe ou foi removido.',
  invalidFields: 'Alguns campos estão inválidos. Verifique os dados enviados.',
  pageSizeInvalid: (max: number) => `Peça entre 1 e ${max} itens por página.`,
  pageInvalid: 'Página inválida.',
  filterInvalid: 'Filtro inválido.',
  searchInvalid: 'Busca inválida.',
  paginationRequired: 'A listagem é sempre paginada: use page e limit.',
  fieldNotQueryable: (field: string) => `Não é possível filtrar ou ordenar pelo campo ${field}.`,
  filterOperatorInvalid: (operator: string, field: string) => `O filtro ${operator} não se aplica ao campo ${field}.`,
  filterValueInvalid: (field: string) => `Valor inválido no filtro do campo ${field}.`,
  nulCharacter: 'Os dados enviados contêm um caractere nulo, que não é aceito.',
  tooDeeplyNested: 'Os dados enviados têm níveis demais de aninhamento.',
  jsonRequired: 'Envie os dados em JSON (Content-Type: application/json).',
  filesOnlyToMedia: 'Envie os dados em JSON; arquivos só pelo envio de mídia.',
  methodOverrideRefused: 'Use o método HTTP da própria requisição: cabeçalhos que o substituem não são aceitos.',
  bulkWriteRefused: 'Alterações e exclusões em lote não são aceitas: altere um registro por vez.',
} as const

/**
 * What a form field or request value is told when its schema words nothing itself: zod's own
 * messages are English ('Invalid input: expected string, received undefined'). domain/validation.ts.
 */
export const validationMessages = {
  required: genericMessages.required,
  text: 'Envie um texto.',
  number: 'Informe um número.',
  wholeNumber: 'Informe um número inteiro.',
  yesOrNo: 'Informe sim ou não.',
  list: 'Envie uma lista.',
  date: 'Informe uma data válida.',
  invalid: 'Valor inválido.',
  option: 'Escolha uma das opções.',
  email: 'Email inválido. Por favor, verifique o endereço.',
  url: 'Endereço inválido. Use um link começando com http:// ou https://.',
  format: 'Formato inválido.',
  minCharacters: (minimum: number) => `Use pelo menos ${count(minimum, 'caractere', 'caracteres')}.`,
  maxCharacters: (maximum: number) => `Use no máximo ${count(maximum, 'caractere', 'caracteres')}.`,
  minItems: (minimum: number) => `Escolha pelo menos ${count(minimum, 'item', 'itens')}.`,
  maxItems: (maximum: number) => `Escolha no máximo ${count(maximum, 'item', 'itens')}.`,
  atLeast: (minimum: number) => `Informe um valor a partir de ${decimal.format(minimum)}.`,
  above: (minimum: number) => `Informe um valor maior que ${decimal.format(minimum)}.`,
  atMost: (maximum: number) => `Informe um valor até ${decimal.format(maximum)}.`,
  below: (maximum: number) => `Informe um valor menor que ${decimal.format(maximum)}.`,
  unknownFields: (fields: string[]) => `Campos não reconhecidos: ${fields.join(', ')}.`,
} as const

/** Editors' rich text (domain/richText.ts). */
export const richTextMessages = {
  linkRefused: 'Links devem começar com https://, mailto:, tel: ou com uma única barra (/), para uma página deste site.',
} as const

/**
 * What the server says for what libraries would answer in English on their own: Socket.IO's
 * engine and namespaces (server/chat/wireErrors.ts), and request bodies it cannot read
 * (server/http/errors.ts, server/http/requestInput.ts).
 */
export const wireMessages = {
  chatTransportUnknown: 'O chat se conecta só por WebSocket. Recarregue a página.',
  chatSessionUnknown: 'A conexão do chat expirou. Recarregue a página.',
  chatConnectionInvalid: 'Conexão do chat inválida. Recarregue a página.',
  chatConnectionRefused: 'Conexão do chat recusada.',
  chatProtocolOutdated: 'Versão do chat desatualizada. Recarregue a página.',
  chatNamespaceUnknown: 'Canal do chat inexistente.',
  corruptCompressedBody: 'Os dados comprimidos enviados estão corrompidos.',
  compressionNotAccepted: 'Compressão não aceita: envie os dados sem compressão, ou com gzip, deflate ou br.',
  charsetNotAccepted: 'Envie os dados em UTF-8 (charset=utf-8).',
  bodyUnreadable: 'Não foi possível ler os dados enviados. Tente novamente.',
  methodNotAllowed: 'Método HTTP não aceito.',
} as const

/** The proof of work asked of an address past its caps (server/http/proofOfWork.ts). */
export const proofOfWorkMessages = {
  required:
    'Muitas tentativas a partir da sua rede. Para continuar, confirme que você não é um robô: o navegador resolve um desafio rápido, em cerca de um segundo.',
  refused: 'Não foi possível confirmar o desafio (ele expirou ou já foi usado). Resolva um novo para continuar.',
} as const

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 })

/** "1 item", "5 itens", "1.000 caracteres". */
const count = (amount: number, one: string, many: string) => `${decimal.format(amount)} ${amount === 1 ? one : many}`

/** "3 minutos", "1 minuto", "90 segundos": the video length limit as people say it. */
function durationText(seconds: number): string {
  if (seconds % 60 !== 0) return `${seconds} segundos`
  const minutes = seconds / 60
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`
}

/** Uploads are judged by their bytes; these say what went wrong and what to send instead. */
export const mediaMessages = {
  imageType: 'Envie uma imagem JPG, PNG ou WebP.',
  videoType: 'Envie um vídeo MP4, WebM ou MOV.',
  imageTooLarge: (megabytes: number) => `A imagem passa do limite de ${decimal.format(megabytes)} MB.`,
  videoTooLarge: (megabytes: number) => `O vídeo passa do limite de ${decimal.format(megabytes)} MB.`,
  videoTooLong: (seconds: number) => `O vídeo passa do limite de ${durationText(seconds)}.`,
  /** A request refused by its declared size, before its file is read: which kind it is, nobody knows yet. */
  fileTooLarge: (megabytes: number) => `O arquivo passa do limite de ${decimal.format(megabytes)} MB.`,
  /** The video field's hint. */
  videoLimits: (megabytes: number, seconds: number) => `Até ${decimal.format(megabytes)} MB e ${durationText(seconds)}.`,
  imageTooManyPixels: (megapixels: number) => `A imagem passa do limite de ${decimal.format(megapixels)} megapixels.`,
  /** The bytes start like an image (file-type says so) but its header or pixels cannot be read. */
  imageUnreadable: 'Não foi possível ler esta imagem: o arquivo parece corrompido. Envie outra imagem JPG, PNG ou WebP.',
  folderInvalid: 'Escolha a pasta do arquivo: fotos, vídeos, logos ou fotos da barbearia.',
  replaceNotAllowed: 'Não é possível trocar o arquivo de um envio. Envie um arquivo novo.',
  videoUnreadable: 'Não foi possível ler este vídeo: o arquivo parece corrompido. Envie outro vídeo MP4, WebM ou MOV.',
  /** No file in the request: only a file sent in the form's `file` field is taken, never a link or a reference. */
  fileMissing: 'Nenhum arquivo foi carregado.',
  /** The server names every file; a `filename` that climbs out of its folder is refused rather than ignored. */
  filenameInvalid: 'Nome de arquivo inválido.',
  malformedUpload: 'O envio chegou incompleto ou malformado. Tente enviar o arquivo de novo.',
  tooManyParts: 'O envio tem partes demais. Envie um arquivo por vez.',
  uploadStalled: (seconds: number) => `O envio ficou parado por mais de ${durationText(seconds)} e foi cancelado. Tente de novo.`,
} as const

/** Plans, checkout and subscriptions (spec §8 'Plans', issue 12). */
export const billingMessages = {
  loginRequired: 'Login necessário',
  loginRequiredDetail: 'Faça login para assinar um plano',
  checkoutFailed: 'Erro ao criar sessão',
  unavailable: 'Pagamentos indisponíveis no momento.',
  processing: 'Processando...',
  sandboxNotice: 'Ambiente de demonstração: nenhuma cobrança real',
  planRequired: 'Escolha um plano.',
  planNotFound: 'Plano não encontrado ou indisponível.',
  planForOtherAudience: 'Este plano é de outro tipo de conta: escolha um dos planos da sua conta.',
  /** Checkout of a plan of the other country: an account pays in its own country's currency. */
  planForOtherCountry: {
    BR: 'Este plano é de outro país: escolha um dos planos do Brasil.',
    PT: 'Este plano é de outro país: escolha um dos planos de Portugal.',
  },
  /** A plan whose currency is not its country's (console, API). */
  planCurrencyForCountry: { BR: 'Planos do Brasil são cobrados em reais (BRL).', PT: 'Planos de Portugal são cobrados em euros (EUR).' },
  onlyMembers: 'Os planos são para barbeiros e barbearias.',
  alreadySubscribed: 'Você já tem uma assinatura ativa. Use Gerenciar assinatura para trocar de plano ou cancelar.',
  noSubscription: 'Você ainda não tem uma assinatura.',
  sessionNotFound: 'Sessão de pagamento não encontrada.',
  sandboxSessionExpired: 'Esta sessão de pagamento expirou. Volte aos planos e escolha de novo.',
  webhookSignatureMissing: 'Assinatura do webhook ausente.',
  webhookSignatureInvalid: 'Assinatura do webhook inválida.',
  webhookNotConfigured: 'Webhook de pagamentos não configurado.',
  manage: 'Gerenciar assinatura',
  quotaReached: 'Limite do plano atingido',
} as const

/** Plans in the console and the API: what only admins change, and what a plan's numbers must be (decision 0031). */
export const planMessages = {
  adminOnly: 'Apenas administradores alteram os dados de cobrança de um plano (Stripe, moeda, país, público, período, limite e disponibilidade).',
  quotaInvalid: 'O limite por mês deve ser um número inteiro maior ou igual a zero, ou vazio para ilimitado.',
  monthsInvalid: 'O período deve ser de 3, 6 ou 12 meses.',
  priceInvalid: 'O preço deve ser maior que zero, em centavos inteiros.',
  hasSubscribers:
    'Este plano tem assinantes e não pode ser excluído. Desmarque "Disponível" para arquivá-lo: ele sai de /planos e continua valendo para quem já assina.',
  priceConfirmTitle: 'Publicar o novo preço?',
  priceConfirmBody: (before: string, after: string) => `O preço passa de ${before} para ${after} em /planos assim que você salvar.`,
} as const

/** The console (spec §2 "Admin area", §8 "Admin"), and the facade's answers to bad list parameters. */
export const adminMessages = {
  accessDenied: 'Acesso negado. Apenas administradores podem acessar.',
  staffOnly: 'Apenas administradores e editores de conteúdo acessam o painel.',
  adminOnly: 'Apenas administradores acessam esta área do painel.',
  loadFailed: (what: 'barbearias' | 'barbeiros' | 'vagas' | 'conversas' | 'usuários') => `Erro ao carregar ${what}`,
  deleteFailed: (what: string) => `Erro ao excluir ${what}`,
  statusUpdateFailed: 'Erro ao atualizar status',
  roleChangeFailed: 'Erro ao alterar role',
  createUserFailed: 'Erro ao criar usuário',
  logoutFailed: 'Erro ao fazer logout',
  shopDeleted: 'Barbearia excluída com sucesso',
  barberDeleted: 'Barbeiro excluído com sucesso',
  jobDeleted: 'Vaga excluída com sucesso',
  verificationUpdated: 'Status de verificação atualizado',
  statusUpdated: 'Status atualizado',
  adminRoleAdded: 'Role de admin adicionada',
  adminRoleRemoved: 'Role de admin removida',
  userCreated: 'Usuário criado com sucesso!',
  fillAllFields: 'Preencha todos os campos',
  loggedOut: 'Logout realizado com sucesso',
  lastAdmin: 'Não é possível remover o último administrador.',
  bulkAccountChange: 'Papéis e exclusões de contas mudam uma conta por vez.',
  unknownResource: 'Recurso desconhecido no painel.',
  sortInvalid: 'Ordenação inválida: use ["campo","ASC"] ou ["campo","DESC"].',
  rangeInvalid: 'Intervalo inválido: use [início, fim] com números inteiros, início ≥ 0 e fim ≥ início.',
  rangeNotAligned: 'Intervalo inválido: o início deve ser múltiplo do tamanho da página.',
  filterInvalid: 'Filtro inválido: use um objeto JSON de campos e valores.',
  nothingToChange: 'Nenhuma alteração enviada.',
  flagReviewed: 'Sinalização marcada como revisada',
} as const

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
} as const
