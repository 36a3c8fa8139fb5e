import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createContactMasker, type ContactKnowledge, type PreviousMessage } from '#domain/contactMasking'
import { serverKnowledge } from '#infra/contactMasking'

/**
 * The masking runs inside a chat send's transaction, with the conversation's row locked: a text
 * crafted to make it slow holds that lock. Its cost must grow with the text no faster than the text
 * does, whatever the text is made of. Counted in steps (questions to the numbering plans,
 * characters read) where the code asks something; for the regular expressions, whose steps cannot be
 * counted, by how the time grows when the text is made four times longer (the bench measures the
 * milliseconds themselves: `npm run bench -- masking`).
 */

const server = serverKnowledge()

/** A masker over the server's knowledge that counts what it asks: distinct numbering-plan questions, readings, characters read. */
function counting() {
  const asked = new Set<string>()
  const counts = { questions: 0, readings: 0, characters: 0 }
  const knowledge: ContactKnowledge = {
    ...server,
    phone(digits, international) {
      const key = `${international ? '+' : ''}${digits}`
      if (!asked.has(key)) {
        asked.add(key)
        counts.questions++
      }
      return server.phone(digits, international)
    },
    // Every reading of a text asks for its links once: a reading, and the characters it reads.
    findLinks(text) {
      counts.readings++
      counts.characters += text.length
      return server.findLinks!(text)
    },
  }
  return { mask: createContactMasker(knowledge), counts }
}

/** Texts built to make a pattern try again at every position: runs of one character, a token repeated. */
const ADVERSARIAL: [string, (length: number) => string][] = [
  ['spaces around an @', (length) => `${' '.repeat(length / 2)}@${' '.repeat(length / 2)}`],
  ['spaces before "arroba"', (length) => `${' '.repeat(length)}arroba`],
  ['spaces before a bracket', (length) => `${' '.repeat(length)}(`],
  ['spaces before "at"', (length) => `${' '.repeat(length)}at`],
  ['a run of @', (length) => '@'.repeat(length)],
  ['"arroba" between words', (length) => 'a arroba '.repeat(length / 9)],
  ['a run of digits', (length) => '1'.repeat(length)],
  ['a long word', (length) => 'bcdfghjklmnpqrstvwxz'.repeat(length / 20)],
  ['"www" between words', (length) => 'www a '.repeat(length / 6)],
  ['network names', (length) => 'insta zap whats '.repeat(length / 16)],
  ['arrows with no name after them', (length) => '→ '.repeat(length / 2)],
  ['handles', (length) => '@ab '.repeat(length / 4)],
  ['a name with spaced dots, without end', (length) => 'a . '.repeat(length / 4)],
  ['emoji letters', (length) => '🇦 '.repeat(length / 3)],
  ['hexadecimal said, digits and letters', (length) => `hexa ${'ab12 '.repeat(length / 5)}`],
  ['one letter between digits', (length) => '1x'.repeat(length / 2)],
  ['Roman numerals', (length) => 'IX '.repeat(length / 3)],
  ['digits with "mais" between', (length) => '1 mais '.repeat(length / 7)],
  ['"soma 1 em cada dígito" before digits', (length) => `soma 1 em cada digito ${'12 '.repeat(length / 3)}`],
  ['"último dígito" after digits', (length) => '1 e o ultimo digito '.repeat(length / 20)],
  ['letters with commas', (length) => 'a,'.repeat(length / 2)],
  ['a provider written apart', (length) => 'g mail '.repeat(length / 7)],
  ['verbs in the past before a network', (length) => 'viralizei no insta '.repeat(length / 19)],
  ['ordinals before sums', (length) => '1º 2.340\n'.repeat(length / 9)],
  ['names announced before colons', (length) => 'insta, é o nome: Bigode Grosso '.repeat(length / 31)],
  ['words joined in capitals after an announcement', (length) => `meu user: ${'BarbeariaDoTonhao '.repeat(length / 18)}`],
  ['a provider before colons', (length) => 'gmail é o mesmo: edu ponto '.repeat(length / 27)],
  ['"letra por letra" repeated', (length) => 'letra por letra - '.repeat(length / 18)],
  ['endings given apart', (length) => 'site e termina com .com '.repeat(length / 24)],
  ['ROT13 said before encoded words', (length) => `ig em rot13: ${'pbegrf '.repeat(length / 7)}`],
  ['at-signs before names ending like domains', (length) => '@ ab.bh '.repeat(length / 8)],
  ['at-signs apart before hours', (length) => 'reuniao @ 14h '.repeat(length / 14)],
  ['numbered lists', (length) => '1. social '.repeat(length / 10)],
  ['digits joined by x', (length) => '17x96637x0057x'.repeat(length / 14)],
  ['"(junto)" between digits', (length) => '92 96044 (junto) '.repeat(length / 17)],
  ['spelling instructions in brackets', (length) => 'ruan amorelo (com underline no meio) '.repeat(length / 37)],
  ['spaces before "underline"', (length) => `a${' '.repeat(length)}underline`],
  ['"underline" repeated', (length) => `a ${'underline '.repeat(length / 10)}`],
  ['areas codes by city', (length) => 'ddd de bh ddd de '.repeat(length / 17)],
  ['commas for dots', (length) => 'abcd,com,'.repeat(length / 9)],
  ['"ponto" between words after a network', (length) => `insta ${'lipe ponto '.repeat(length / 11)}`],
  ['spaces before "ponto" after a network', (length) => `ig ab${' '.repeat(length)}ponto`],
  ['dots before providers', (length) => 'ab.gmail.'.repeat(length / 9)],
  ['a long dotted name after a network', (length) => `insta ${'lipe.'.repeat(length / 5)}x`],
  ['Twitter by both its names', (length) => 'twitter/x x/twitter '.repeat(length / 20)],
  ['networks before spaced at-signs', (length) => 'tiktok @ab.studio '.repeat(length / 18)],
  ['names in brackets after an address word', (length) => 'email (ab.cd) '.repeat(length / 14)],
  ['names in capitals after "procurar"', (length) => 'no insta procurar Kleber Xavante '.repeat(length / 33)],
  ['at-signs apart before words and prices', (length) => 'tamo junto @ barbearia @ r$ 50 '.repeat(length / 31)],
  ['hexadecimal codes with a b', (length) => '9450630b '.repeat(length / 9)],
  ['names in capitals said to be what a network calls them', (length) => 'no face to como Edson Tesoura, '.repeat(length / 31)],
  ['descriptions before a colon after a network', (length) => 'insta o nome junto: barbearia5 '.repeat(length / 31)],
  ['networks followed by "e no"', (length) => 'no insta e no google '.repeat(length / 21)],
  ['"me chama de" before names', (length) => 'me chama de Marcao '.repeat(length / 19)],
  ['mailbox names before a provider that is a word', (length) => 'ab.cd no terra '.repeat(length / 15)],
  ['"+" before an at-sign', (length) => 'ab + @iol.pt '.repeat(length / 13)],
  ['spaced letters with dots set apart', (length) => 'l u a n . f a d e  '.repeat(length / 19)],
  ['digits glued to their names, one long word', (length) => `${'1nove'.repeat(length / 5)}x`],
  ['digits glued to their names, word by word', (length) => '21nove9oito '.repeat(length / 12)],
  ['keycap digits', (length) => '9\ufe0f\u20e3'.repeat(length / 3)],
  ['keycap digits among plain ones', (length) => '9\ufe0f\u20e3 1 '.repeat(length / 6)],
  ['numbers led by a year', (length) => '2019/0045 2019-0045-77 '.repeat(length / 23)],
  ['at-signs named as a thing', (length) => 'o @ no teclado '.repeat(length / 15)],
  ['descriptions of a mailbox with no provider', (length) => 'nome tudo junto no '.repeat(length / 19)],
  ['descriptions of a mailbox before providers', (length) => "nome 'ab' + sobrenome 'cd' junto @ gmail ".repeat(length / 41)],
  ['quoted names after a search in a network', (length) => 'procura no insta por "Ab Cd" '.repeat(length / 29)],
  ['a search and a colon after a network', (length) => 'no kwai, procura: ab cd '.repeat(length / 24)],
  ['commas before a later colon after a network', (length) => `insta ${'a, '.repeat(length / 3)}: abcdefgh`],
  ['pieces with the area code last', (length) => 'comeca com 98 depois 455 depois 0193. ddd 31 '.repeat(length / 46)],
  ['digits laid out with slashes', (length) => '51/99/812/77/43 '.repeat(length / 16)],
  ['trunk prefixes before area codes', (length) => '0xx41 9 9123 '.repeat(length / 13)],
  ['providers misspelled after an at-sign', (length) => 'ab arroba gemeil '.repeat(length / 17)],
  ['brands with an at-sign inside', (length) => 'Fade@Pro '.repeat(length / 9)],
  ['searches in quotes after a network', (length) => 'no tiktok procura «Ab Cd» '.repeat(length / 26)],
  ['searches unquoted after a network', (length) => 'no insta procura por ab cd ef, é o primeiro '.repeat(length / 44)],
  ['names dictated after arroba', (length) => `arroba${' depois ab'.repeat(length / 9)}`],
  ['marks said in brackets', (length) => 'ab (underscore) '.repeat(length / 16)],
  ['mailboxes in pieces before a provider', (length) => `${'ab + '.repeat(length / 5)}cd (tudo junto) no gmail`],
  ['mailboxes in pieces after a provider', (length) => `gmail: ${'ab '.repeat(length / 3)}(sem espaço)`],
  ['sites named by their brand before a path', (length) => `booksy${' barra ab'.repeat(length / 9)}`],
  ['letters apart after an area code on the keypad', (length) => `teclado 11 ${'W '.repeat(length / 2)}`],
  ['drawn a before a provider', (length) => 'ab ⓐ gmail.com '.repeat(length / 15)],
  ['emoji dots before app and a path', (length) => 'ab 🔸 app / cd '.repeat(length / 14)],
  ['words saying the rest follows', (length) => `${'o resto '.repeat(length / 8)}: .ab`],
  ['names with an ending after "segue"', (length) => 'segue ab cd ef.pt '.repeat(length / 18)],
  ['spoken endings closed by "e pronto"', (length) => 'ab ponto pt e pronto '.repeat(length / 21)],
  ['"traço baixo" between words', (length) => 'ab traço baixo '.repeat(length / 15)],
  ['a word alone after a mark alone', (length) => `${'_'.repeat(length)} ab`],
  ['references named before digits in one block', (length) => 'cadastro no sindicato é 1139847201 '.repeat(length / 35)],
  ['names with a file’s ending', (length) => 'eh ab_cd.pdf '.repeat(length / 13)],
  ['trade words joined by a dot after "é"', (length) => 'eh fade.low '.repeat(length / 12)],
  ['participles after "email"', (length) => 'email cadastrado '.repeat(length / 17)],
  ['digits said with their repeats', (length) => 'oito duas vezes '.repeat(length / 16)],
  ['digits with "ponto" between them', (length) => '81 ponto '.repeat(length / 9)],
  ['sums of billions', (length) => 'R$ 21.998.450.371 '.repeat(length / 18)],
  ['characters one at a time with a mark between', (length) => `${'a-'.repeat(length / 2)}@-b`],
  ['spoken at-signs glued to a provider', (length) => 'arrobagmailpontocom '.repeat(length / 20)],
  ['networks before a slash', (length) => 'ig/ '.repeat(length / 4)],
  ['hyphenated names after a colon', (length) => `insta: ${'ab-'.repeat(length / 3)}cd`],
  ['pages to look up before a network', (length) => 'procura o nome Ab Cd no face '.repeat(length / 29)],
  ['words in capitals after a network', (length) => `no face ${'Ab '.repeat(length / 3)}`],
  ['words in capitals said to be joined', (length) => `insta: ${'Ab Cd, tudo junto '.repeat(length / 18)}`],
  ['one long word before "tudo junto"', (length) => `insta ${'a'.repeat(length)} tudo junto`],
  ['emoji glued inside names beside a network', (length) => `insta ${'ab💈cd '.repeat(length / 7)}no ig`],
]

/** The fastest of five runs, in milliseconds: what the code costs, with the least of the machine's noise. */
function fastest(mask: (text: string) => unknown, text: string): number {
  let best = Infinity
  for (let run = 0; run < 5; run++) {
    const started = performance.now()
    mask(text)
    best = Math.min(best, performance.now() - started)
  }
  return best
}

/**
 * How many times longer the text four times as long takes, at best over five tries: a busy machine
 * (the suite's other workers, a collection) can slow one measurement, never every try of a quadratic
 * reading down to a linear growth. Each try measures both lengths, so they share the machine's state.
 */
function growth(mask: (text: string) => unknown, make: (length: number) => string): number {
  const short = make(8_000)
  const long = make(32_000)
  let best = Infinity
  // Five tries: on a machine busy with other suites two ratios of 12 and 13 were seen for linear readings.
  for (let attempt = 0; attempt < 5; attempt++) {
    // A floor keeps timer noise out.
    best = Math.min(best, fastest(mask, long) / Math.max(fastest(mask, short), 2))
    if (best < 10) break
  }
  return best
}

describe('the masking’s cost, over texts built to make it slow', () => {
  it.each(ADVERSARIAL)('grows in step with the text: %s', (_name, make) => {
    const mask = createContactMasker(server)
    mask(make(400))
    // Linear work takes about 4 times as long; quadratic work about 16 times.
    expect(growth(mask, make)).toBeLessThan(10)
  })

  it('asks the numbering plans a bounded number of questions per reading, whatever digits a text holds', () => {
    const separators = fc.constantFrom(' ', '-', '.', ' +', ' 00', '\n', '', ' - ')
    const digitsArb = fc
      .array(fc.tuple(fc.integer({ min: 0, max: 9 }), separators), { minLength: 200, maxLength: 1_000 })
      .map((pieces) => pieces.map(([digit, separator]) => `${digit}${separator}`).join(''))
    fc.assert(
      fc.property(digitsArb, (text) => {
        const { mask, counts } = counting()
        mask(text.slice(0, 2_000))
        // Each reading asks about a bounded number of candidates; past it, a candidate is judged by its length.
        expect(counts.questions).toBeLessThanOrEqual(150 * counts.readings)
      }),
      { numRuns: 15 },
    )
  })

  it('reads the same amount of the sender’s earlier pieces however long they are, for a name’s end sent alone', () => {
    const earlier = (length: number): PreviousMessage[] =>
      Array.from({ length: 30 }, (_, index) => ({ text: `${'me segue no insta '.repeat(length / 18)}@rafa_${index}_`, fromOtherParty: index % 3 === 2 }))
    const charactersRead = (length: number) => {
      const { mask, counts } = counting()
      expect(mask('cortes', { previousMessages: earlier(length) }).masked).toBe(true)
      return counts.characters
    }
    expect(charactersRead(2_000)).toBe(charactersRead(1_000))
  })

  it('reads the same amount of the sender’s earlier messages however long they are', () => {
    const earlier = (length: number): PreviousMessage[] =>
      Array.from({ length: 30 }, (_, index) => ({ text: `${'corte e barba '.repeat(length / 14)}depois ${index + 10}`, fromOtherParty: index % 3 === 2 }))
    const charactersRead = (length: number) => {
      const { mask, counts } = counting()
      mask('termina em 12 34', { previousMessages: earlier(length) })
      return counts.characters
    }
    // Only the end of an earlier message can hold the start of what this one completes.
    expect(charactersRead(2_000)).toBe(charactersRead(1_000))
  })
})
