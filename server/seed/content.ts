import type { Payload } from 'payload'
import { accountMessages } from '../../domain/messages'
import { richTextFromParagraphs } from '../../domain/richText'
import type { Landing, Plan } from '../../payload-types'

/**
 * The product's own content (plans, landing copy, FAQ) is part of every database, demo or not.
 * Each piece is written only when missing, so editors' changes are never overwritten.
 */

type PlanSeed = Omit<Plan, 'id' | 'createdAt' | 'updatedAt'>

const plan = (
  audience: Plan['audience'],
  name: string,
  months: number,
  reais: number,
  monthlyQuota: number | null,
  features: string[],
  sortOrder: number,
  highlight = false,
): PlanSeed => ({
  audience,
  name,
  months,
  priceCents: reais * 100,
  currency: 'BRL',
  monthlyQuota,
  features: features.map((text) => ({ text })),
  highlight,
  sortOrder,
  active: true,
})

/** Spec §9, prices and features verbatim. */
export const defaultPlans: PlanSeed[] = [
  plan('barber', 'Trimestral', 3, 357, 8, ['8 candidaturas por mês', 'Perfil Premium com vídeo', 'Suporte por e-mail'], 1),
  plan('barber', 'Semestral', 6, 594, 16, ['16 candidaturas por mês', 'Destaque no perfil', 'Recomendações inteligentes de vagas'], 2, true),
  plan('barber', 'Anual', 12, 960, null, ['Candidaturas ilimitadas', 'Acesso antecipado às novas vagas', 'Selo Premium Barber'], 3),
  plan('barbershop', 'Trimestral', 3, 477, 8, ['8 vagas por mês', 'Filtros por experiência e cidade', 'Chat interno seguro e auditado'], 1),
  plan('barbershop', 'Semestral', 6, 774, 16, ['16 vagas por mês', 'Vagas em destaque', 'Recomendações de barbeiros'], 2, true),
  plan('barbershop', 'Anual', 12, 1200, null, ['Vagas ilimitadas', 'Acesso prioritário aos barbeiros mais bem avaliados', 'Selo Premium Barbershop'], 3),
]

export const defaultLanding: Omit<Landing, 'id' | 'createdAt' | 'updatedAt'> = {
  hero: {
    eyebrow: 'Brasil e Portugal',
    title: 'O lugar onde barbeiros e barbearias se encontram',
    subtitle:
      'Barbearias publicam vagas, barbeiros se candidatam com perfil, fotos e vídeo de apresentação. A conversa acontece em um chat seguro e o contato só é liberado depois da contratação.',
    barberCta: 'Sou Barbeiro',
    shopCta: 'Sou Barbearia',
  },
  howItWorks: {
    title: 'Como funciona',
    steps: [
      {
        audience: 'barber',
        title: 'Monte seu perfil',
        text: 'Foto, Instagram, experiência e um vídeo de apresentação mostram o seu trabalho antes da primeira conversa.',
      },
      {
        audience: 'barber',
        title: 'Encontre a vaga certa',
        text: 'Filtre por cidade, tipo de contrato e experiência, salve as vagas que interessam e candidate-se em um clique.',
      },
      {
        audience: 'barber',
        title: 'Converse e seja contratado',
        text: 'Acompanhe suas candidaturas e fale com a barbearia pelo chat. O WhatsApp é liberado quando você é contratado.',
      },
      {
        audience: 'barbershop',
        title: 'Publique sua vaga',
        text: 'Descreva a vaga, o horário, a remuneração e o tipo de contrato: CLT, comissão, parceria ou aluguel de cadeira.',
      },
      {
        audience: 'barbershop',
        title: 'Avalie candidatos',
        text: 'Veja perfil, fotos, experiência e vídeo de cada barbeiro. Aceite, recuse ou contrate direto no painel.',
      },
      {
        audience: 'barbershop',
        title: 'Contrate com segurança',
        text: 'Converse pelo chat auditado, sem troca de contatos antes da hora, e avalie o profissional depois da contratação.',
      },
    ],
  },
  about: {
    title: 'Feito para quem vive de barbearia',
    body: richTextFromParagraphs([
      'O Navalha nasceu para resolver um problema conhecido de quem trabalha no ramo: achar bons profissionais e boas casas sem depender de indicação ou de grupos lotados de mensagens.',
      'Cada perfil é verificado, cada conversa fica registrada e o contato direto só aparece depois da contratação. Assim, barbeiros e barbearias negociam com confiança.',
    ]),
    highlights: [
      { title: 'Chat seguro e auditado', text: 'Telefones, e-mails e links ficam ocultos até a contratação, protegendo os dois lados.' },
      { title: 'Vídeo de apresentação', text: 'O barbeiro mostra seu trabalho antes da entrevista; a barbearia decide com mais informação.' },
      { title: 'Avaliações e selos', text: 'Depois de cada contratação, os dois lados se avaliam. Quem trabalha bem aparece primeiro.' },
    ],
  },
  stats: { title: 'O Navalha em números', source: 'live', manual: [] },
  plans: { title: 'Planos', subtitle: accountMessages.trialNote },
  callToAction: {
    title: 'Pronto para a próxima cadeira?',
    text: 'Crie sua conta em minutos e use todos os recursos de graça por 3 dias.',
    buttonLabel: 'Criar conta grátis',
  },
}

export const defaultFaqs = [
  {
    question: 'Quanto custa usar o Navalha?',
    answer: ['Toda conta nova tem 3 dias grátis com acesso completo. Depois, escolha um plano trimestral, semestral ou anual na página de planos.'],
    audience: 'all' as const,
  },
  {
    question: 'Por que não vejo o telefone da barbearia ou do barbeiro?',
    answer: [
      'Para proteger os dois lados, contatos externos ficam ocultos no chat até a contratação. Depois que a barbearia contrata, o WhatsApp e o telefone são liberados.',
    ],
    audience: 'all' as const,
  },
  {
    question: 'O vídeo de apresentação é obrigatório?',
    answer: ['Sim. O vídeo curto mostrando seu trabalho é o que mais ajuda as barbearias a decidirem. Ele pode ser gravado com o celular.'],
    audience: 'barber' as const,
  },
  {
    question: 'Que tipos de contrato posso anunciar?',
    answer: ['Tempo integral, meio período, freelancer, comissão, parceria (salão-parceiro, Lei 13.352/2016) e aluguel de cadeira.'],
    audience: 'barbershop' as const,
  },
]

export async function ensureDefaultContent(payload: Payload): Promise<void> {
  const plans = await payload.count({ collection: 'plans' })
  if (plans.totalDocs === 0) {
    for (const data of defaultPlans) await payload.create({ collection: 'plans', data, depth: 0 })
  }

  const landing = await payload.findGlobal({ slug: 'landing', depth: 0 })
  if (!landing.hero?.title) await payload.updateGlobal({ slug: 'landing', data: defaultLanding, depth: 0 })

  const faqs = await payload.count({ collection: 'faqs' })
  if (faqs.totalDocs === 0) {
    for (const [index, faq] of defaultFaqs.entries()) {
      await payload.create({
        collection: 'faqs',
        data: { question: faq.question, answer: richTextFromParagraphs(faq.answer), audience: faq.audience, sortOrder: index + 1, published: true },
        depth: 0,
      })
    }
  }
}
