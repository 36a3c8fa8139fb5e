/**
 * User-facing texts from the product specification (§4, §5, §8), verbatim. The server answers
 * with them and the web app shows them, so both sides import them from here.
 */

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
} as const

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

export const resetMessages = {
  sendFailed: 'Erro ao enviar email',
  sent: 'Email enviado!',
  passwordTooShortTitle: 'Senha muito curta',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres.',
  mismatchTitle: 'Senhas não coincidem',
  mismatch: 'Por favor, verifique se as senhas são idênticas.',
  linkErrorTitle: 'Erro no link de recuperação',
  linkErrorDefault: 'O link pode ter expirado. Solicite um novo link de recuperação.',
} as const

export const accountMessages = {
  trialExpired: 'Período de teste expirado',
  trialExpiredApply: 'Escolha um plano para se candidatar a vagas',
  trialExpiredPost: 'Escolha um plano para publicar vagas',
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
} as const

export const profileMediaMessages = {
  notYours: 'Use um arquivo enviado por você.',
  wrongKind: 'Este arquivo não serve para este campo: envie uma imagem para fotos e logo, e um vídeo para a apresentação.',
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
  paginationRequired: 'A listagem é sempre paginada: use page e limit.',
  fieldNotQueryable: (field: string) => `Não é possível filtrar ou ordenar pelo campo ${field}.`,
  emailMissing: 'Informe o e-mail.',
} as const

export const notFoundPageText = 'Oops! Page not found'

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 })

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
  folderInvalid: 'Escolha a pasta do arquivo: fotos, vídeos, logos ou fotos da barbearia.',
  replaceNotAllowed: 'Não é possível trocar o arquivo de um envio. Envie um arquivo novo.',
} as const
