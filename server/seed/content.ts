import type { Payload } from 'payload'
import { COUNTRIES } from '#domain/locations'
import { DEFAULT_FIGURES } from '#domain/landingFigures'
import { accountMessages } from '#domain/messages/auth'
import { richTextFromParagraphs } from '#domain/richText'
import type { Landing, Plan } from '#payload-types'
import { settings } from '#infra/settings'
import { ensureLegalDocuments } from './legalTexts'

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
  country: 'BR',
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

/**
 * Spec §9: prices verbatim; features as §9 lists them, worded for what the product really does
 * (decision 0024; migration truthful_plan_features rewords databases seeded before).
 */
const brazilPlans: PlanSeed[] = [
  plan('barber', 'Trimestral', 3, 357, 8, ['8 candidaturas por mês', 'Perfil Premium com vídeo', 'Suporte por e-mail'], 1),
  plan(
    'barber',
    'Semestral',
    6,
    594,
    16,
    ['16 candidaturas por mês', 'Perfil em destaque na lista de barbeiros', 'Vagas recomendadas para a sua cidade e experiência'],
    2,
    true,
  ),
  plan(
    'barber',
    'Anual',
    12,
    960,
    null,
    ['Candidaturas ilimitadas', 'Acesso antecipado: novas vagas da sua cidade por e-mail assim que publicadas', 'Selo Premium Barber'],
    3,
  ),
  plan('barbershop', 'Trimestral', 3, 477, 8, ['8 vagas por mês', 'Busca de barbeiros por cidade e estado', 'Chat interno seguro e auditado'], 1),
  plan(
    'barbershop',
    'Semestral',
    6,
    774,
    16,
    ['16 vagas por mês', 'Vagas em destaque', 'Recomendações dos barbeiros mais bem avaliados da sua região'],
    2,
    true,
  ),
  plan('barbershop', 'Anual', 12, 1200, null, ['Vagas ilimitadas', 'Tudo do plano Semestral', 'Selo Premium Barbershop'], 3),
]

/**
 * Decision 0020: the monthly price in reais at 6.2 R$/€, rounded to a whole euro, times the
 * months; IVA included. Keyed by audience and months.
 */
const euros: Record<string, number> = { barber_3: 57, barber_6: 96, barber_12: 156, barbershop_3: 78, barbershop_6: 126, barbershop_12: 192 }

/**
 * Brazil's features that name places, in Portugal's words (concelho, distrito; decision 0020); the
 * migration portugal_plan_places rewords databases seeded before.
 */
const PORTUGAL_FEATURE_WORDS: Record<string, string> = {
  'Vagas recomendadas para a sua cidade e experiência': 'Vagas recomendadas para o seu concelho e experiência',
  'Acesso antecipado: novas vagas da sua cidade por e-mail assim que publicadas':
    'Acesso antecipado: novas vagas do seu concelho por e-mail assim que publicadas',
  'Busca de barbeiros por cidade e estado': 'Busca de barbeiros por concelho e distrito',
}

/** Portugal's cards are Brazil's (periods, quotas, features, highlight) priced in euros, its places in its words. */
const portugalPlans: PlanSeed[] = brazilPlans.map((plan) => ({
  ...plan,
  features: plan.features?.map(({ text }) => ({ text: PORTUGAL_FEATURE_WORDS[text] ?? text })),
  country: 'PT',
  currency: 'EUR',
  priceCents: euros[`${plan.audience}_${plan.months}`] * 100,
}))

export const defaultPlans: PlanSeed[] = [...brazilPlans, ...portugalPlans]

const defaultLanding: Omit<Landing, 'id' | 'createdAt' | 'updatedAt'> = {
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
  stats: { title: 'O Navalha em números', figures: DEFAULT_FIGURES },
  plans: { title: 'Planos', subtitle: accountMessages.trialNote },
  callToAction: {
    title: 'Pronto para a próxima cadeira?',
    text: 'Crie sua conta em minutos e use todos os recursos de graça por 3 dias.',
    buttonLabel: 'Criar conta grátis',
  },
}

const defaultFaqs = [
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
  // Per country, so a database that had only Brazil's plans gets Portugal's on its next boot. An
  // editor retires a plan by making it unavailable, not by deleting it: a country left with no plan
  // at all is given its defaults again.
  for (const country of COUNTRIES) {
    const plans = await payload.count({ collection: 'plans', where: { country: { equals: country } } })
    if (plans.totalDocs > 0) continue
    for (const data of defaultPlans.filter((plan) => plan.country === country)) await payload.create({ collection: 'plans', data, depth: 0 })
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

  await ensureLegalDocuments(payload, settings().privacyContactEmail)
}
