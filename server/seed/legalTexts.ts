import type { Payload } from 'payload'
import { describeUniqueViolation } from '#infra/errors/explainUniqueViolation'
import { DomainError } from '#domain/errors'
import type { LegalDocumentKind } from '#domain/legal'
import { filledByCollection } from '#utilities/createData'

/**
 * The first version of the terms of use and of the privacy policy (issue 25, decision 0034),
 * written from what the product really does. Editors publish the next versions in the console;
 * these are written only when a document has no version at all.
 */

type Block = { h: string } | { p: string } | { ul: string[] }

const text = (value: string) => ({ type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })
const element = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }

function node(block: Block) {
  if ('h' in block) return { ...element, type: 'heading', tag: 'h2', children: [text(block.h)] }
  if ('p' in block) return { ...element, type: 'paragraph', textFormat: 0, children: [text(block.p)] }
  return {
    ...element,
    type: 'list',
    listType: 'bullet',
    tag: 'ul',
    start: 1,
    children: block.ul.map((item, index) => ({ ...element, type: 'listitem', value: index + 1, children: [text(item)] })),
  }
}

const richTextFromBlocks = (blocks: Block[]) => ({ root: { ...element, type: 'root', children: blocks.map(node) } })

/** Who answers for personal data: PRIVACY_CONTACT_EMAIL when set, the product's privacy address otherwise. */
const contact = (email: string) => `Encarregado pelo tratamento de dados (DPO): equipe de privacidade do Navalha, pelo e-mail ${email}.`

function privacyPolicy(contactEmail: string): Block[] {
  return [
    {
      p: 'Esta política explica quais dados pessoais o Navalha trata, por que, com quem compartilha, por quanto tempo guarda e como você exerce seus direitos. Ela vale para quem usa o Navalha no Brasil (Lei Geral de Proteção de Dados, Lei 13.709/2018, a LGPD) e em Portugal (Regulamento Geral sobre a Proteção de Dados, o RGPD/GDPR).',
    },
    { h: 'Quem somos' },
    {
      p: 'O Navalha é uma plataforma de vagas que liga barbeiros e barbearias no Brasil e em Portugal. O Navalha é o controlador dos dados tratados na plataforma.',
    },
    { p: contact(contactEmail) },
    { h: 'Quais dados coletamos e por quê' },
    {
      ul: [
        'Conta: nome, e-mail, telefone e senha (guardada apenas como hash, nunca em texto). Servem para criar e proteger sua conta, confirmar seu e-mail e falar com você sobre ela.',
        'Documento: CPF ou NIF (barbeiros), CNPJ ou NIPC (barbearias). Servem para evitar contas duplicadas e fraudes, e para que cada documento use o período de teste uma única vez.',
        'Perfil de barbeiro: idade, anos de experiência, especialidades, cidade, estado e bairro, biografia, Instagram, foto e vídeo de apresentação. São mostrados às barbearias e no diretório público, porque é para isso que você cria o perfil.',
        'Perfil de barbearia: nome fantasia, endereço, cidade, WhatsApp, site, Instagram, descrição, logo e fotos. São mostrados aos barbeiros e no diretório público.',
        'Vagas, candidaturas e contratações: o que você publica ou a que se candidata, e o andamento de cada candidatura.',
        'Mensagens do chat entre barbeiro e barbearia. Antes de uma contratação, telefones, e-mails e outros contatos escritos nas mensagens e nos textos públicos são ocultados para a outra parte.',
        'Avaliações que você escreve e recebe depois de uma contratação, e denúncias de avaliações.',
        'Chamados de suporte que você abre.',
        'Assinatura: plano, situação do pagamento e os identificadores de cliente e de assinatura no Stripe. Não recebemos nem guardamos o número do seu cartão.',
        'Registros de aceite destes termos e desta política: versão, data e endereço IP de quem aceitou.',
        'Dados técnicos: endereço IP e horário de tentativas de login, cadastro e recuperação de senha (para limitar abusos), e registros do servidor com o caminho e o resultado de cada requisição, sem senhas nem cookies.',
      ],
    },
    { h: 'Bases legais' },
    {
      ul: [
        'Execução do contrato (LGPD art. 7º, V; RGPD art. 6.º, n.º 1, alínea b): conta, perfil, vagas, candidaturas, mensagens, avaliações, suporte e assinatura, sem os quais o serviço que você pediu não funciona.',
        'Cumprimento de obrigação legal (LGPD art. 7º, II; RGPD art. 6.º, n.º 1, alínea c): registros de pagamento e faturamento pelo tempo que a lei fiscal exige, e o registro dos aceites.',
        'Legítimo interesse (LGPD art. 7º, IX; RGPD art. 6.º, n.º 1, alínea f): segurança da plataforma, prevenção de fraude e de contas duplicadas, limites de tentativas por endereço IP e ocultação de contatos antes da contratação.',
        'Consentimento (LGPD art. 7º, I; RGPD art. 6.º, n.º 1, alínea a): apenas para o que depende da sua escolha, como os e-mails de mensagens não lidas, que você pode desligar a qualquer momento em Conta e segurança.',
      ],
    },
    { h: 'Com quem compartilhamos' },
    {
      ul: [
        'Provedor de e-mail: recebe seu endereço de e-mail e o conteúdo das mensagens que enviamos (confirmação de e-mail, recuperação de senha, avisos de candidaturas e de mensagens).',
        'Stripe: processa os pagamentos das assinaturas. Recebe seu e-mail e os dados de pagamento que você digita diretamente na página do Stripe.',
        'Armazenamento de arquivos: fotos, vídeos e logos ficam no servidor do Navalha ou em um serviço de armazenamento compatível com S3 contratado pelo Navalha.',
        'Outros usuários: o que você publica no seu perfil, nas vagas e nas avaliações é visível a eles; seus contatos só aparecem para uma barbearia depois da contratação.',
        'Autoridades, quando a lei ou uma ordem judicial exigir.',
      ],
    },
    {
      p: 'Alguns desses fornecedores podem tratar dados fora do Brasil e do Espaço Econômico Europeu. Nesses casos exigimos as garantias previstas em lei, como cláusulas contratuais padrão.',
    },
    { h: 'Por quanto tempo guardamos' },
    {
      ul: [
        'Enquanto sua conta existir. Ao excluir a conta, apagamos login, perfil, documentos, telefone, fotos, vídeos, vagas salvas e sessões. O que outras pessoas precisam para manter o próprio histórico (uma contratação, uma conversa, uma avaliação que você escreveu) permanece, mostrando você como "Conta removida".',
        'Contas que nunca confirmaram o e-mail são removidas após 30 dias.',
        'Registros de tentativas de login e links de confirmação vencidos são apagados periodicamente.',
        'Registros de pagamento são mantidos pelo prazo exigido pela legislação fiscal.',
      ],
    },
    { h: 'Seus direitos' },
    {
      p: 'Pela LGPD (art. 18) e pelo RGPD (arts. 15 a 21), você pode: confirmar se tratamos seus dados e acessá-los; corrigir dados incompletos ou errados; pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários; receber seus dados em formato estruturado (portabilidade); saber com quem os compartilhamos; revogar um consentimento; opor-se a um tratamento baseado em legítimo interesse; e pedir a limitação do tratamento.',
    },
    {
      p: 'Pela própria plataforma, você corrige seu perfil a qualquer momento, baixa uma cópia dos seus dados e exclui sua conta em Conta › Privacidade. Para os demais pedidos, escreva ao encarregado pelo e-mail acima; respondemos em até 15 dias. Você também pode reclamar à ANPD (Brasil) ou à CNPD (Portugal).',
    },
    { h: 'Cookies' },
    {
      p: 'O Navalha usa apenas cookies necessários ao funcionamento do serviço, listados abaixo. Não usamos cookies de publicidade, de rastreamento nem de análise de terceiros.',
    },
    { h: 'Segurança' },
    {
      p: 'As senhas são guardadas como hash, a sessão fica em um cookie que os scripts da página não leem, o acesso da equipe é registrado em um log de auditoria, e cada pessoa só acessa os dados que lhe cabem.',
    },
    { h: 'Mudanças nesta política' },
    {
      p: 'Quando esta política mudar, publicamos uma nova versão com a data e um resumo do que mudou, e pedimos que você a leia e aceite no seu próximo acesso.',
    },
  ]
}

function termsOfUse(contactEmail: string): Block[] {
  return [
    {
      p: 'Estes termos regem o uso do Navalha, plataforma que liga barbeiros e barbearias no Brasil e em Portugal. Ao criar sua conta, você declara que leu e aceita estes termos e a Política de Privacidade.',
    },
    { h: 'A conta' },
    {
      ul: [
        'Você precisa ter pelo menos 18 anos e informar dados verdadeiros, incluindo seu documento (CPF ou NIF para barbeiros, CNPJ ou NIPC para barbearias). Cada documento pode ter uma única conta.',
        'Você é responsável por manter sua senha em segredo e pelo que for feito com sua conta.',
        'Você pode excluir sua conta a qualquer momento em Conta › Privacidade.',
      ],
    },
    { h: 'O que o Navalha faz e o que não faz' },
    {
      p: 'O Navalha publica vagas e perfis e permite que barbeiros e barbearias conversem e se contratem. O Navalha não é parte da relação de trabalho ou de parceria que vocês combinarem, não garante que uma vaga será preenchida nem a veracidade de tudo o que os usuários publicam, e não intermedeia pagamentos entre barbeiros e barbearias.',
    },
    { h: 'Regras de uso' },
    {
      ul: [
        'Publique apenas vagas reais e informações verdadeiras sobre você ou sua barbearia.',
        'Não publique contatos nos textos públicos nem no chat antes da contratação: a plataforma os oculta até lá.',
        'Não publique conteúdo ofensivo, discriminatório, ilegal ou que viole direitos de terceiros, incluindo fotos e vídeos de outras pessoas sem autorização.',
        'Avaliações devem refletir uma experiência real de contratação.',
        'A equipe do Navalha pode ocultar conteúdos, encerrar vagas e suspender contas que descumpram estas regras.',
      ],
    },
    { h: 'Planos e pagamentos' },
    {
      p: 'Cada conta nova tem um período de teste gratuito, uma vez por documento. Depois dele, candidatar-se a vagas ou publicá-las exige um plano pago. Os pagamentos são processados pelo Stripe; a assinatura se renova até você cancelá-la, e o cancelamento vale a partir do período seguinte.',
    },
    { h: 'Seu conteúdo' },
    {
      p: 'O que você publica continua seu. Você autoriza o Navalha a exibi-lo na plataforma enquanto ele estiver publicado, somente para o funcionamento do serviço.',
    },
    { h: 'Mudanças nestes termos' },
    {
      p: 'Quando estes termos mudarem, publicamos uma nova versão com a data e um resumo do que mudou, e pedimos que você a aceite no seu próximo acesso. Se não concordar, você pode sair da conta ou excluí-la.',
    },
    { h: 'Contato e foro' },
    {
      p: `Dúvidas sobre estes termos: ${contactEmail}. Aplica-se a lei do país em que você usa o serviço, sem prejuízo dos seus direitos como consumidor.`,
    },
  ]
}

const FIRST_VERSIONS: Record<LegalDocumentKind, (email: string) => Block[]> = { terms: termsOfUse, privacy: privacyPolicy }

/** The first version of each document, when it has none. Two instances booting together: the unique index keeps one. */
export async function ensureLegalDocuments(payload: Payload, contactEmail: string): Promise<void> {
  for (const document of ['terms', 'privacy'] as const) {
    const { totalDocs } = await payload.count({ collection: 'legal-documents', where: { document: { equals: document } } })
    if (totalDocs > 0) continue
    try {
      await payload.create({
        collection: 'legal-documents',
        data: filledByCollection<'legal-documents', 'version' | 'publishedAt'>({ document, body: richTextFromBlocks(FIRST_VERSIONS[document](contactEmail)) }),
        depth: 0,
      })
    } catch (error) {
      // Another instance booting at the same moment is writing it (numberLegalVersion refuses the second).
      const writtenByAnother = describeUniqueViolation(error) || (error instanceof DomainError && error.kind === 'conflict')
      if (!writtenByAnother) throw error
    }
  }
}
