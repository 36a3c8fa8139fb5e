/** The chat texts of the product specification, verbatim; one file per area, so a screen loads only its own (issue 29). */
import type { Reworded } from '../wording'

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
  /** Told to the sender in the composer, at once, when the message just sent had something hidden (issue 37). */
  attemptNotice: 'Contatos ficam ocultos até a contratação. Combine tudo pelo chat.',
  /** After repeated attempts (decision 0054): why, and until when (already formatted in the conversation's zone). */
  sendingPausedTitle: 'Envio pausado nesta conversa',
  sendingPaused: (until: string) =>
    `Você tentou passar contatos várias vezes antes da contratação, então seus envios nesta conversa estão pausados até ${until}. A outra parte ainda pode escrever para você.`,
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

export type ChatMessages = Reworded<typeof chatMessages>

/** The chat's screens as Portugal writes them (issue 39, decision 0057). */
export const portugueseChatMessages: ChatMessages = {
  ...chatMessages,
  headingBarber: 'Gira as suas conversas com barbearias',
  headingShop: 'Gira as suas conversas com barbeiros',
  loading: 'A carregar conversas...',
  empty: 'Ainda não tem conversas',
  emptyBarber: 'Candidate-se a vagas: quando uma barbearia aceitar a sua candidatura, poderão conversar por aqui.',
  emptyShop: 'Aguarde candidaturas às suas vagas: poderá conversar com cada candidato por aqui.',
  loadFailedDetail: 'Não foi possível carregar as suas conversas',
  attemptNotice: 'Os contactos ficam ocultos até à contratação. Combine tudo pelo chat.',
  sendingPaused: (until: string) =>
    `Tentou passar contactos várias vezes antes da contratação, por isso os seus envios nesta conversa estão em pausa até ${until}. A outra parte ainda lhe pode escrever.`,
  maskedNote: 'Parte desta mensagem foi ocultada: os contactos só são revelados após a contratação.',
  emailToggleOn: 'Vai receber e-mails de mensagens não lidas.',
  emailToggleOff: 'Deixará de receber e-mails de mensagens não lidas.',
  emailToggleFailed: 'Não foi possível guardar a sua preferência',
}

/** Notifications on the phone (issue 30): the panel's opt-in, the switches in /conta, the install prompt. */
export const pushMessages = {
  endpointInvalid: 'Inscrição de notificações inválida: endereço do serviço de push ausente ou inválido.',
  endpointNotAllowed: 'Este endereço de notificações não é de um serviço de push aceito. Ative as notificações pelo Chrome, Firefox, Edge ou Safari.',
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
    invitation: 'Convite de uma barbearia para uma vaga',
    trialDay: 'Teste prático: horários, confirmação e lembretes',
  },
  installTitle: 'Instale o Navalha no seu celular',
  installHelp: 'Abra o app direto da tela de início e receba os avisos mais rápido.',
  installButton: 'Instalar',
} as const

export type PushMessages = Reworded<typeof pushMessages>

/** The notifications' texts as Portugal writes them (issue 39, decision 0057). */
export const portuguesePushMessages: PushMessages = {
  ...pushMessages,
  optInTitle: 'Notificações no telemóvel',
  unsupported: 'Este navegador não recebe notificações. No iPhone, adicione o Navalha ao ecrã principal e abra-o a partir daí.',
  preferencesTitle: 'Notificações no telemóvel',
  preferencesHelp: 'Escolha o que o avisa nos aparelhos em que ativou as notificações (a partir do seu painel).',
  preferenceSaved: 'Preferência de notificação guardada.',
  preferenceFailed: 'Não foi possível guardar a sua preferência',
  installTitle: 'Instale o Navalha no seu telemóvel',
  installHelp: 'Abra a app diretamente do ecrã principal e receba os avisos mais depressa.',
}
