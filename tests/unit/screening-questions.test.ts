import { describe, expect, it } from 'vitest'
import { applyFormSchema, screeningQuestionsSchema } from '#domain/screeningForms'
import { answerLabel, readAnswers, yesNoTags, type ScreeningQuestion } from '#domain/screeningQuestions'

const QUESTIONS: ScreeningQuestion[] = [
  { id: 'q-navalha', text: 'Tem experiência com navalhado?', kind: 'yesno', required: true },
  { id: 'q-sabado', text: 'Pode aos sábados?', kind: 'yesno', required: false },
  { id: 'q-antes', text: 'Onde trabalhou antes?', kind: 'text', required: false },
]

describe('readAnswers', () => {
  it('refuses, as a conflict, an answer naming a question that is no longer at that position (the shop reordered or replaced its questions while the barber answered)', () => {
    // The barber answered 'Tem experiência com navalhado?' (question 0); the shop put 'Pode aos sábados?' first meanwhile.
    const reordered = [QUESTIONS[1]!, QUESTIONS[0]!, QUESTIONS[2]!]
    const stale = readAnswers(reordered, [{ question: 0, questionId: 'q-navalha', answer: true }])
    expect('problems' in stale && stale.problems[0]).toEqual({
      field: 'answers.0',
      message: 'As perguntas desta vaga mudaram. Confira as respostas e envie de novo.',
      conflict: true,
    })
    // Named where it now is, or not named at all (the API's plain form), it is read as before.
    expect(readAnswers(reordered, [{ question: 1, questionId: 'q-navalha', answer: true }])).toMatchObject({
      answers: [{ questionText: 'Tem experiência com navalhado?', answer: true }],
    })
    const wrongType = readAnswers(QUESTIONS, [{ question: 0, questionId: 7, answer: true }])
    expect('problems' in wrongType && wrongType.problems[0]).toEqual({
      field: 'answers.0',
      message: 'Envie as respostas como uma lista de { question, answer }.',
    })
  })

  it('stores each answer with its question’s position, id, text and kind, and leaves blank optional ones out', () => {
    expect(
      readAnswers(QUESTIONS, [
        { question: 2, answer: '  Na Central  ' },
        { question: 0, answer: true },
        { question: 1, answer: null },
      ]),
    ).toEqual({
      answers: [
        { question: 0, questionId: 'q-navalha', questionText: 'Tem experiência com navalhado?', kind: 'yesno', answer: true },
        { question: 2, questionId: 'q-antes', questionText: 'Onde trabalhou antes?', kind: 'text', answer: 'Na Central' },
      ],
    })
  })

  it.each([
    [undefined, 'Responda à pergunta obrigatória: Tem experiência com navalhado?'],
    [[{ question: 0, answer: '   ' }], 'Responda à pergunta obrigatória: Tem experiência com navalhado?'],
    [[{ question: 0, answer: 'sim' }], 'Responda sim ou não: Tem experiência com navalhado?'],
    [
      [
        { question: 0, answer: false },
        { question: 2, answer: 3 },
      ],
      'Responda com um texto: Onde trabalhou antes?',
    ],
    [
      [
        { question: 0, answer: false },
        { question: -1, answer: true },
      ],
      'Esta vaga não tem essa pergunta.',
    ],
    [
      [
        { question: 0, answer: false },
        { question: 1.5, answer: true },
      ],
      'Envie as respostas como uma lista de { question, answer }.',
    ],
    [
      [
        { question: 0, answer: false },
        { question: 0, answer: true },
      ],
      'A mesma pergunta foi respondida mais de uma vez.',
    ],
    [
      [
        { question: 0, answer: false },
        { question: 2, answer: 'x'.repeat(301) },
      ],
      'A resposta deve ter no máximo 300 caracteres.',
    ],
    [{ question: 0 }, 'Envie as respostas como uma lista de { question, answer }.'],
  ])('refuses %j: %s', (sent, message) => {
    const read = readAnswers(QUESTIONS, sent)
    expect('problems' in read && read.problems[0]!.message).toBe(message)
  })

  it('takes nothing for a job without questions', () => {
    expect(readAnswers([], undefined)).toEqual({ answers: [] })
    expect('problems' in readAnswers([], [{ question: 0, answer: true }])).toBe(true)
  })
})

describe('yesNoTags and answerLabel', () => {
  it('tags the yes/no answers by question id, for the shop’s filter', () => {
    const read = readAnswers(QUESTIONS, [
      { question: 0, answer: true },
      { question: 1, answer: false },
      { question: 2, answer: 'Na Central' },
    ])
    expect('answers' in read && yesNoTags(read.answers)).toEqual(['q-navalha:sim', 'q-sabado:nao'])
  })

  it('reads Sim, Não or the text', () => {
    expect(answerLabel({ kind: 'yesno', answer: true })).toBe('Sim')
    expect(answerLabel({ kind: 'yesno', answer: false })).toBe('Não')
    expect(answerLabel({ kind: 'text', answer: 'Na Central' })).toBe('Na Central')
  })
})

describe('the forms’ schemas', () => {
  it('take up to three questions of 5 to 140 characters', () => {
    const question = { text: 'Pode aos sábados?', kind: 'yesno', required: false }
    expect(screeningQuestionsSchema.safeParse([question, question, question]).success).toBe(true)
    expect(screeningQuestionsSchema.safeParse([question, question, question, question]).error?.issues[0]?.message).toBe(
      'A vaga pode ter no máximo 3 perguntas.',
    )
    expect(screeningQuestionsSchema.safeParse([{ ...question, text: 'Oi' }]).error?.issues[0]?.message).toBe('A pergunta deve ter pelo menos 5 caracteres.')
  })

  it('take a message of up to 500 characters', () => {
    expect(applyFormSchema.safeParse({ message: 'x'.repeat(500), answers: [] }).success).toBe(true)
    expect(applyFormSchema.safeParse({ message: 'x'.repeat(501), answers: [] }).error?.issues[0]?.message).toBe('A mensagem deve ter no máximo 500 caracteres.')
  })
})
