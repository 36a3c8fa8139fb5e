/** The auth texts of the product specification, verbatim; one file per area, so a screen loads only its own (issue 29). */

import { PRODUCT_NAME } from './common'

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
  /** What the new account gets, as the sign-up answer says (`trialDays`). */
  trialGranted: (days: number) => `Você ganhou ${days} dias grátis para testar todos os recursos.`,
  /** After privacyMessages.trialUsed (the panel's words once signed in), what to do instead. */
  trialUsedNext: 'Depois de confirmar o email, escolha um plano para usar todos os recursos.',
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
  /** Past the caps on e-mail changes (per account, per address) and on e-mails to one recipient (issue 36). */
  tooManyEmailChanges: 'Muitos pedidos de troca de email. Aguarde um pouco e tente novamente.',
  tooManyEmailsToAddress: 'Este endereço já recebeu muitos emails de confirmação na última hora. Aguarde um pouco e tente novamente.',
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
