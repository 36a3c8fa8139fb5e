/** The billing texts of the product specification, verbatim; one file per area, so a screen loads only its own (issue 29). */
import { TRIAL_DAYS } from '../account'

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
  managePortugal: 'Gerir assinatura',
  quotaReached: 'Limite do plano atingido',
  /** The guarantee box on /planos says exactly what the trial includes (decision 0055, domain/perks.ts TRIAL_PERKS). */
  trialIncludes: {
    barber: `Toda conta nova tem ${TRIAL_DAYS} dias grátis com todos os recursos: candidaturas sem limite, chat e vagas recomendadas. O Destaque nas listas, o selo Premium Barber e o aviso antecipado de vagas são só dos assinantes.`,
    barbershop: `Toda conta nova tem ${TRIAL_DAYS} dias grátis com todos os recursos: vagas sem limite, chat e recomendações de barbeiros. O Destaque nas listas e o selo Premium Barbershop são só dos assinantes.`,
  },
  /** The same box for a Portuguese account or visitor (decision 0057). */
  trialIncludesPortugal: {
    barber: `Toda a conta nova tem ${TRIAL_DAYS} dias grátis com todos os recursos: candidaturas sem limite, chat e vagas recomendadas. O Destaque nas listas, o selo Premium Barber e o aviso antecipado de vagas são só para assinantes.`,
    barbershop: `Toda a conta nova tem ${TRIAL_DAYS} dias grátis com todos os recursos: vagas sem limite, chat e recomendações de barbeiros. O Destaque nas listas e o selo Premium Barbershop são só para assinantes.`,
  },
  trialCancellationPortugal:
    'Não pedimos cartão: cancelar durante o período de teste não custa nada. A cobrança só começa quando subscrever um plano, e a assinatura pode ser cancelada quando quiser em Gerir assinatura: o plano continua até ao fim do período pago.',
  trialCancellation:
    'Não pedimos cartão: cancelar durante o período de teste não custa nada. A cobrança só começa quando você assina um plano, e a assinatura pode ser cancelada quando quiser em Gerenciar assinatura: o plano continua até o fim do período pago.',
  /** Cancelling keeps the paid period (decision 0055): /planos offers to resume before it ends. */
  resume: 'Retomar assinatura',
  resumed: 'Assinatura retomada',
  resumeFailed: 'Erro ao retomar assinatura',
  resumeEnded: 'Esta assinatura já terminou. Escolha um plano para assinar de novo.',
  renewalCancelled: 'Renovação cancelada',
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
