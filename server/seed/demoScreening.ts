import type { ScreeningQuestion } from '#domain/screeningQuestions'
import type { Country } from '#domain/locations'
import type { Barber, Job } from '#payload-types'
import type { ApplicationWords, SentAnswer } from './factories'

/**
 * Screening questions in the demo (issue 40): some jobs ask, and every seeded application to them
 * answers, so the shop's applicant cards show answers and its filter by a yes/no answer has both
 * sides to tell apart. Everything follows from the job's position and the barber's profile (no
 * draw of the seed's random, so the rest of the demo stays as it was).
 */

type Topic = 'razor' | 'saturdays' | 'tools' | 'specialty'

/** The questions as a Brazilian shop and a Portuguese one write them. */
const wording: Record<Topic, Record<Country, string>> = {
  razor: { BR: 'Tem experiência com navalhado?', PT: 'Tem experiência com barba à navalha?' },
  saturdays: { BR: 'Pode trabalhar aos sábados?', PT: 'Pode trabalhar aos sábados?' },
  tools: { BR: 'Tem suas próprias máquinas e tesouras?', PT: 'Tem as suas próprias máquinas e tesouras?' },
  specialty: { BR: 'Qual sua especialidade?', PT: 'Qual é a sua especialidade?' },
}
const kinds: Record<Topic, ScreeningQuestion['kind']> = { razor: 'yesno', saturdays: 'yesno', tools: 'yesno', specialty: 'text' }

/** Three ways of asking, the first with all three questions a job may have. */
const questionSets: [Topic, boolean][][] = [
  [
    ['razor', false],
    ['saturdays', true],
    ['specialty', false],
  ],
  [
    ['saturdays', true],
    ['tools', false],
  ],
  [['specialty', true]],
]

/** Every third demo job asks (the first shop's first job among them, with all three questions). */
export function demoScreeningQuestions(index: number, country: Country): ScreeningQuestion[] {
  if (index % 3 !== 0) return []
  return questionSets[(index / 3) % questionSets.length]!.map(([topic, required]) => ({ text: wording[topic][country], kind: kinds[topic], required }))
}

const topicOf = new Map(Object.entries(wording).flatMap(([topic, texts]) => Object.values(texts).map((text) => [text, topic as Topic])))

/** A small stable number from a text, so a barber's answers differ from one to the other but never from one run to the next. */
const stableHash = (text: string) => [...text].reduce((hash, char) => (Math.imul(hash, 31) + char.codePointAt(0)!) >>> 0, 7)

const messages: Record<Country, string[]> = {
  BR: [
    'Moro perto da barbearia e posso começar na semana que vem.',
    'Tenho clientela própria no bairro e gosto de trabalhar em equipe.',
    'Posso fazer um teste na cadeira no dia que for melhor para vocês.',
  ],
  PT: [
    'Moro perto da barbearia e posso começar já na próxima semana.',
    'Tenho clientela própria no bairro e gosto de trabalhar em equipa.',
    'Posso fazer um teste na cadeira no dia que vos der mais jeito.',
  ],
}

function specialtyAnswer(barber: Barber, country: Country): string {
  const [first, second] = barber.specialties ?? []
  const years = barber.experienceYears ?? 0
  const what = second ? `${first} e ${second.toLowerCase()}` : (first ?? 'Corte clássico')
  if (years === 0) return `${what}; ${country === 'PT' ? 'estou a começar e aprendo depressa' : 'estou começando e aprendo rápido'}.`
  return `${what}, há ${years} ${years === 1 ? 'ano' : 'anos'}${country === 'PT' ? '' : ' na cadeira'}.`
}

/**
 * What a demo barber says applying to `job`: an answer to each of its questions, required or not
 * (navalha after four years or with it among the specialties; Saturdays for most; own tools for
 * the experienced), and a short message on about half of the applications.
 */
export function demoApplicationWords(job: Job, barber: Barber): ApplicationWords {
  const country: Country = barber.country === 'PT' ? 'PT' : 'BR'
  const hash = stableHash(`${barber.name}|${job.shopName}|${job.title}`)
  const years = barber.experienceYears ?? 0
  const specialties = barber.specialties ?? []
  const answers: SentAnswer[] = (job.screeningQuestions ?? []).map((question, position) => {
    const topic = topicOf.get(question.text)
    const answer: boolean | string =
      topic === 'razor'
        ? years >= 4 || specialties.includes('Navalhado')
        : topic === 'saturdays'
          ? stableHash(barber.name) % 3 !== 0
          : topic === 'tools'
            ? years >= 2
            : question.kind === 'yesno'
              ? true
              : specialtyAnswer(barber, country)
    return { question: position, answer }
  })
  return { answers, message: hash % 2 === 0 ? messages[country][hash % messages[country].length] : null }
}
