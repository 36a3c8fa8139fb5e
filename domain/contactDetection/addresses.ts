import { BARRIER, JOINER, type Folded } from './fold'
import { SITE_SAID } from './readable'
import type { ContactKnowledge } from './knowledge'
import type { Span } from './spans'
import { FUNCTION_WORDS, phrasesIn, tokensAfter, tokensBefore, type Token } from './tokens'

/**
 * E-mail addresses and links. An address is hidden whole, the mailbox's name included, also where
 * the provider is named in words ("joao.cortes no gmail", "no provedor do google, joao.cortes"). A
 * domain is any name followed by one of IANA's top-level domains (`tlds`, on the server), whatever
 * separates its labels once read (dot, "ponto", a middle dot, "com br" written apart); what
 * linkify-it finds is taken too. Shorteners are recognised with spaces or "barra" in them.
 */

// `(?<!@)`: a run of @ is tried from its first one only (from each, a long run would cost its square).
const EMAIL = new RegExp(
  String.raw`(?<![a-z0-9._%+-])([a-z0-9](?:[a-z0-9._%+-]{0,62}[a-z0-9])?)?([\s${JOINER}]{0,3})(?<!@)@+(\s{0,3})([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9-]+)*)`,
  'g',
)
/** Digits drawn for letters in an address's domain ("gm41l.c0m"): the domain as it reads. */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' }
const unleet = (label: string) => label.replace(/[013457]/g, (digit) => LEET[digit])
/** Words between a provider's name and the mailbox's: "hotmail ponto com, usuário: matheusfade_". */
const LABEL_WORDS = new Set(['usuario', 'user', 'login', 'nome', 'email', 'mail', 'conta', 'endereco', 'final', 'antes', 'vem', 'caixa'])
/** What may stand between a word asking for an address and the mailbox: "meu e-mail: rafacortes", "meu email é rafacortes". */
const MAIL_INTRODUCERS = new Set(['eh', 'e', 'o', 'a', 'seria', 'fica', 'tipo'])

/** Endings so common in a chat's addresses that a spaced "@ fulano . com" is read as one. */
const CLASSIC_ENDINGS = new Set(['com', 'net', 'org', 'br', 'pt', 'io'])

/** Whether a network is named by its exact name, or a handle announced ("me segue"), in the words before: an at-sign there gives a handle. */
const NETWORK_WORD_BEFORE = (before: string, knowledge: ContactKnowledge) =>
  (before.match(/[a-z0-9]+/g)?.some((word) => knowledge.vocabulary.networks.includes(word)) ?? false) ||
  phrasesIn(before, knowledge.vocabulary.weakHandleIntents).length > 0

const MAILBOX_TOKEN = /(?<![a-z0-9._%+@-])[a-z0-9][a-z0-9._%+-]{2,63}(?![a-z0-9@])/g

/** What a mailbox's name looks like: not a word, or with a dot, an underscore or digits. */
function mailboxLike(token: string, knowledge: ContactKnowledge): boolean {
  if (!/^[a-z0-9][a-z0-9._%+_-]{1,63}$/.test(token) || !/[a-z]/.test(token) || token.length < 3) return false
  return /[._%+-]|\d/.test(token) || !(knowledge.isWord(token) || knowledge.vocabulary.tradeWords.includes(token))
}

export function findEmails(folded: Folded, knowledge: ContactKnowledge, spans: Span[]) {
  const { text } = folded
  const providers = new Set(knowledge.vocabulary.mailProviders)
  for (const match of text.matchAll(EMAIL)) {
    const [written, writtenUser, spaceBefore, spaceAfter, domain] = match
    // "fulano e depois @gmail.com": a word apart before the at-sign is the sentence's, not the mailbox.
    // "no tiktok @rafa.studio": a network's name apart before it is where the handle is, not a mailbox.
    const apart =
      Boolean(writtenUser && spaceBefore) &&
      ((writtenUser.length >= 3 && FUNCTION_WORDS.has(writtenUser)) || knowledge.vocabulary.networks.includes(writtenUser))
    const user = writtenUser && apart ? undefined : writtenUser
    const whole = user === writtenUser ? written : written.slice(written.indexOf('@'))
    if (whole !== written) match.index += written.length - whole.length
    const labels = unleet(domain).split('.')
    const ending = labels.at(-1)!
    const spaced = Boolean(spaceBefore || spaceAfter)
    // Written together, user@host.ending is an address whatever the ending; spaced, the ending must be a real one.
    // "insta (arroba) vitinho ponto cortes": after a network's name, a name with no real ending is the handle there, not a mailbox.
    const networkBefore = Boolean(user && knowledge.vocabulary.networks.includes(user))
    // "arroba barbeariadocentro ponto pt", its mailbox elsewhere: an address's domain with a classic ending, where no network is named before.
    const domainAlone =
      !user &&
      labels.length > 1 &&
      CLASSIC_ENDINGS.has(ending) &&
      knowledge.isTld(ending) &&
      !NETWORK_WORD_BEFORE(text.slice(Math.max(0, match.index - 40), match.index), knowledge)
    const isAddress =
      providers.has(labels[0]) ||
      domainAlone ||
      (user && labels.length > 1 && (spaced || networkBefore ? CLASSIC_ENDINGS.has(ending) || knowledge.isTld(ending) : /^[a-z]{2,}$/.test(ending)))
    if (!isAddress) continue
    spans.push({ start: match.index, end: match.index + whole.length, kind: 'email' })
    // "@gmail.com no final, antes vem pedrohenriquebarbeiro": the mailbox given apart, in the same message.
    if (!user) {
      const from = Math.max(0, match.index - 60)
      const mailbox = [...text.slice(from, match.index + whole.length + 60).matchAll(MAILBOX_TOKEN)]
        .map((token) => ({ word: token[0], start: from + token.index }))
        .find(
          (token) =>
            (token.start < match.index || token.start >= match.index + whole.length) &&
            mailboxLike(token.word, knowledge) &&
            !FUNCTION_WORDS.has(token.word) &&
            !token.word.includes('.'),
        )
      if (mailbox) spans.push({ start: mailbox.start, end: mailbox.start + mailbox.word.length, kind: 'email' })
    }
  }
  findProvidersNamed(folded, knowledge, spans)
  findDescribedMailboxes(text, knowledge, spans)
  findMailboxesInPieces(text, knowledge, spans)
}

const describedPatterns = new WeakMap<readonly string[], RegExp>()

/**
 * A mailbox described before its provider, which ends the clause: what it is built of ("igual meu nome aqui do app",
 * "nome 'tainara' + sobrenome 'beauty'"), then how it is joined ("sem espaço", "tudo junto", "com 07 no final"), then "no
 * hotmail", "@ gmail". Built once per list of providers.
 */
function describedMailboxPattern(providers: readonly string[]): RegExp {
  let pattern = describedPatterns.get(providers)
  if (!pattern) {
    pattern = new RegExp(
      String.raw`(?<![a-z])(?:igual|mesmo|nome|sobrenome)(?![a-z])[^.!?
@]{0,100}?(?:\s(?:no|na|pelo|pela)\s+|\s*@\s*)(?:${providers.join('|')})(?:\.[a-z]{2,3}){0,2}(?![a-z0-9])(?=\s*(?:[.!?,;
]|$))`,
      'g',
    )
    describedPatterns.set(providers, pattern)
  }
  return pattern
}
/** How the pieces are joined, and a piece given: digits, a quoted word, or the name. */
const JOINED_HOW = /(?<![a-z])(?:junto|juntos|sem espaco|sem espacos|no final|no fim|no inicio|tudo minusculo)(?![a-z])|\+/
const PIECE_GIVEN = /\d|["'“”‘’]|(?<![a-z])(?:nome|sobrenome)(?![a-z])/

function findDescribedMailboxes(text: string, knowledge: ContactKnowledge, spans: Span[]) {
  for (const match of text.matchAll(describedMailboxPattern(knowledge.vocabulary.mailProviders)))
    if (JOINED_HOW.test(match[0]) && PIECE_GIVEN.test(match[0])) spans.push({ start: match.index, end: match.index + match[0].length, kind: 'email' })
}

const piecesPatterns = new WeakMap<readonly string[], [RegExp, RegExp]>()
const PIECE = String.raw`[a-z0-9][a-z0-9._-]{0,29}`
const PART_SAID = String.raw`\s*[[(]\s*(?:(?:primeira|segunda|terceira|ultima|1a|2a|3a)\s+parte|parte\s+\d)\s*[\])]`
const JOINED_SAID = String.raw`\s*(?:,\s*)?(?:[[(]\s*)?(?:tudo\s+junto|junto|sem\s+espacos?|tudo\s+colado|colado)(?:\s*[\])])?`

/**
 * A mailbox given in pieces around its provider, the pieces said to be joined: "andre + silva + corte (tudo junto) no
 * yahoo", "eduardo (primeira parte) e cortes22 (segunda parte) no hotmail", "meu gmail: otavio navalha 22 (sem espaço)".
 * The provider ends the clause, or starts it before a colon.
 */
function mailboxInPiecesPatterns(providers: readonly string[]): [RegExp, RegExp] {
  let patterns = piecesPatterns.get(providers)
  if (!patterns) {
    const provider = String.raw`(?:${providers.join('|')})`
    patterns = [
      new RegExp(
        String.raw`(?<![a-z0-9._-])${PIECE}(?:(?:${PART_SAID})?(?:\s*[+,]\s*|\s+(?:mais|e)\s+)${PIECE}){1,4}(?:${PART_SAID}|${JOINED_SAID})?\s*(?:\s(?:no|na|pelo|pela|do|da)\s+|@\s*)${provider}(?:\.[a-z]{2,3}){0,2}(?![a-z0-9])(?=\s*(?:[.!?,;)\n]|$))`,
        'g',
      ),
      new RegExp(String.raw`(?<![a-z])${provider}\s*:\s*(${PIECE}(?:\s+${PIECE}){0,3}(${JOINED_SAID})?)(?=\s*(?:[.!?;\n]|$))`, 'g'),
    ]
    piecesPatterns.set(providers, patterns)
  }
  return patterns
}

const PIECE_WORDS = new Set(['tudo', 'junto', 'colado', 'sem', 'espaco', 'espacos', 'primeira', 'segunda', 'terceira', 'ultima', 'parte', 'mais'])

function findMailboxesInPieces(text: string, knowledge: ContactKnowledge, spans: Span[]) {
  const [before, after] = mailboxInPiecesPatterns(knowledge.vocabulary.mailProviders)
  for (const match of text.matchAll(before)) {
    // Said to be joined (a "+", "tudo junto", "primeira parte"), and a piece that is no word of the sentence.
    // A "+" alone joins words of a sentence too ("corte + barba no outlook."): then a piece must be no word.
    const pieces = match[0]
      .split(/[^a-z0-9._-]+/)
      .filter((piece) => piece && !FUNCTION_WORDS.has(piece) && !PIECE_WORDS.has(piece) && !knowledge.vocabulary.mailProviders.includes(piece))
    const joined =
      /junto|colado|sem\s+espaco|parte/.test(match[0]) ||
      (match[0].includes('+') && pieces.some((piece) => /\d/.test(piece) || !(knowledge.isWord(piece) || knowledge.vocabulary.tradeWords.includes(piece))))
    if (joined && pieces.length >= 2) spans.push({ start: match.index, end: match.index + match[0].length, kind: 'email' })
  }
  for (const match of text.matchAll(after)) {
    // Said to be joined, or already joined ("barber porto (tudo junto)" reads "barberporto"): a piece that is no word.
    const words = match[1].split(/\s+/).filter((piece) => !PIECE_WORDS.has(piece))
    const named = words.some((piece) => /\d/.test(piece) || !(knowledge.isWord(piece) || knowledge.vocabulary.tradeWords.includes(piece)))
    if (!(match[2] && words.length >= 2) && !(named && words.length >= 2)) continue
    const start = match.index + match[0].length - match[1].length
    spans.push({ start, end: start + match[1].length, kind: 'email' })
  }
}

/** A name with a dot, an underscore or digits in it, then "no", "na", "pelo"… and the provider's name, ending its word. */
function shapedMailboxBefore(text: string, provider: string): boolean {
  for (let at = text.indexOf(provider); at >= 0; at = text.indexOf(provider, at + 1)) {
    if (/[a-z0-9]/.test(text[at + provider.length] ?? '')) continue
    const before = /(?:^|\s)([a-z][a-z0-9]*[._][a-z0-9._]*[a-z0-9]|[a-z]{3,}\d+)\s+(?:no|na|do|da|pelo|pela|em)\s+$/.exec(text.slice(Math.max(0, at - 70), at))
    if (before) return true
  }
  return false
}

/** A provider named in words, or a word that asks for an address, with a mailbox's name beside it: the name and the provider go. */
function findProvidersNamed(folded: Folded, knowledge: ContactKnowledge, spans: Span[]) {
  const { text } = folded
  const { mailProviders, mailProviderDescriptions, mailIntents } = knowledge.vocabulary
  const intents = phrasesIn(text, mailIntents)
  // A provider whose name is also a word ("terra", "live", "sapo") counts where an address is asked for.
  // So does it right after a name shaped like a mailbox and "no", "pelo": "manda pro cleiton.visagismo no terra".
  const named = mailProviders.filter((name) => intents.length || !(knowledge.isCommonWord(name) || FUNCTION_WORDS.has(name)) || shapedMailboxBefore(text, name))
  const cues = [...phrasesIn(text, named), ...phrasesIn(text, mailProviderDescriptions)]
  for (const cue of [...cues, ...intents]) {
    const provider = cues.includes(cue)
    // After a provider, the first word that is no label ("com", "usuário"); after a word that asks for an address, the word it introduces.
    const after = provider
      ? tokensAfter(text, cue.end, 4).find((token) => !FUNCTION_WORDS.has(token.word) && !LABEL_WORDS.has(token.word) && !knowledge.isTld(token.word))
      : tokensAfter(text, cue.end, 3).find((token) => !MAIL_INTRODUCERS.has(token.word))
    const before = provider ? tokensBefore(text, cue.start, 3).find((token) => !FUNCTION_WORDS.has(token.word)) : undefined
    const mailbox = [after, before].find((token): token is Token => Boolean(token && mailboxLike(token.word, knowledge) && !inSpan(spans, token.start)))
    const given = mailbox ? undefined : mailboxAfterColon(text, cue.end, knowledge)
    if (given) spans.push({ ...given, kind: 'email' })
    if (!mailbox) continue
    const start = provider ? Math.min(mailbox.start, cue.start) : mailbox.start
    const end = provider ? Math.max(mailbox.end, cue.end) : mailbox.end
    spans.push({ start, end, kind: 'email' })
  }
}

/**
 * What the clause's colon gives after a provider or a word asking for an address ("gmail é o mesmo nome do
 * insta: matheuz.degrade", "manda no meu gmail q eu vejo: edu ponto navalheiro"), or a bracket holding a name
 * alone ("meu email é o mesmo do insta (tuca.teodoro)"): a name shaped like a mailbox, or words joined by a spoken dot. Looked for within the sentence, a few dozen characters on.
 */
const AFTER_COLON =
  /^[^:(\n.!?]{0,48}(?::\s{0,3}|\(\s{0,3}(?=[a-z0-9][a-z0-9._-]{0,63}\s{0,3}\)))([a-z0-9][a-z0-9._-]*(?:\s{1,3}(?:ponto|dot)\s{1,3}[a-z0-9][a-z0-9._-]*)*)/

function mailboxAfterColon(text: string, from: number, knowledge: ContactKnowledge): { start: number; end: number } | undefined {
  const match = AFTER_COLON.exec(text.slice(from, from + 120))
  if (!match) return undefined
  const name = match[1]
  if (!/\s(?:ponto|dot)\s/.test(name) && !mailboxLike(name, knowledge)) return undefined
  const end = from + match[0].length
  return { start: end - name.length, end }
}

const inSpan = (spans: Span[], index: number) => spans.some((span) => index >= span.start && index < span.end)

const HOST = String.raw`(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+`
// A site spelled with spaces after "www" has a few labels: bounded, the search does not run to the end of the text from every "www".
const LINK = new RegExp(
  String.raw`\b(?:https?:\/\/|www\.)[^\s${BARRIER}]+` +
    String.raw`|\bwww\b(?:[\s.]+[a-z0-9-]+){1,8}?(?:[\s.]+(?:com|net|org|br|pt)\b)+` +
    String.raw`|(?<![@a-z0-9.-])(${HOST})([a-z]{2,24})(?![a-z0-9-])(\s?\/\s?[^\s${BARRIER}]+|[/?#][^\s${BARRIER}]*)?`,
  'g',
)

/**
 * Whether a name ending in a top-level domain, with no scheme, www or path, reads as a site: not two
 * sentences run together ("Chegando.Abre aí"), nor a function word before a word-like ending
 * ("certo.com certeza", "ok.me liga"). An ending that is a word (.barber, .studio) counts after a
 * name that is none ("rafacortes.barber").
 */
function readsAsSite(host: string, ending: string, knowledge: ContactKnowledge): boolean {
  const labels = host.split('.').slice(0, -1)
  if (labels.length === 1 && FUNCTION_WORDS.has(labels[0])) return false
  if (CLASSIC_ENDINGS.has(ending)) return true
  const wordLike = (label: string) => knowledge.isWord(label) || FUNCTION_WORDS.has(label) || knowledge.vocabulary.tradeWords.includes(label)
  return !wordLike(ending) || labels.some((label) => !wordLike(label))
}

/** A capital letter right after a dot in the original: sentences run together, not a domain. */
function sentencesRunTogether(folded: Folded, original: string, start: number, end: number): boolean {
  for (let i = folded.text.indexOf('.', start); i >= 0 && i < end - 1; i = folded.text.indexOf('.', i + 1)) {
    const next = original[folded.from[i + 1]]
    if (next && next !== next.toLowerCase()) return true
  }
  return false
}

export function findLinks(folded: Folded, original: string, knowledge: ContactKnowledge, spans: Span[]) {
  const { text } = folded
  const shorteners = new Set(knowledge.vocabulary.shorteners)
  for (const match of text.matchAll(LINK)) {
    const [whole, labels, ending, path] = match
    if (labels !== undefined) {
      const host = labels + ending
      if (!knowledge.isTld(ending)) continue
      const known = shorteners.has(host) || [...shorteners].some((shortener) => host.endsWith(`.${shortener}`))
      if (!path && !known && (!readsAsSite(host, ending, knowledge) || sentencesRunTogether(folded, original, match.index, match.index + host.length))) continue
    }
    spans.push({ start: match.index, end: match.index + whole.replace(/[.,;:!?)]+$/, '').length, kind: 'link' })
  }
  for (const link of knowledge.findLinks?.(text) ?? []) {
    const host = /^(?:[a-z]+:\/\/)?([^/?#\s]+)/.exec(text.slice(link.start, link.end))?.[1] ?? ''
    const ending = host.split('.').at(-1) ?? ''
    const schemed = /^(?:[a-z]+:\/\/|www\.)/.test(text.slice(link.start, link.end))
    if (schemed || (readsAsSite(host, ending, knowledge) && !sentencesRunTogether(folded, original, link.start, link.end)))
      spans.push({ start: link.start, end: link.end, kind: 'link' })
  }
  findShortenersWrittenApart(text, knowledge.vocabulary.shorteners, spans)
  findHostNamedWithPath(text, knowledge, spans)
}

/** Link-in-bio and booking sites people name by their brand alone, before a path: "booksy barra br barra barbearia-do-chico". */
const HOSTS_BY_BRAND = ['linktree', 'booksy', 'trinks', 'fresha', 'calendly', 'beacons', 'taplink', 'setmore', 'agendapro', 'simplybook']
const hostsByBrand = new WeakMap<readonly string[], RegExp>()

/**
 * A site named by its brand (a link-in-bio or booking site, or the name of a shortener's host: "linktr", "bitly") with a
 * path after a slash, said or drawn ("linktree barra kaue fade" reads "linktree/kaue fade"): the path to the clause's end,
 * two words at most, one of them no word or a name with marks.
 */
function findHostNamedWithPath(text: string, knowledge: ContactKnowledge, spans: Span[]) {
  let pattern = hostsByBrand.get(knowledge.vocabulary.shorteners)
  if (!pattern) {
    const labels = knowledge.vocabulary.shorteners.map((host) => host.split('.')[0]).filter((label) => label.length >= 4)
    pattern = new RegExp(
      String.raw`(?<![a-z0-9._/-])(?:${[...new Set([...HOSTS_BY_BRAND, ...labels])].join('|')})(?:\s*\/\s*[a-z0-9._-]+)+(?:\s+[a-z0-9._-]+)?(?=\s*(?:[.!?,;)\n]|$))`,
      'g',
    )
    hostsByBrand.set(knowledge.vocabulary.shorteners, pattern)
  }
  for (const match of text.matchAll(pattern)) {
    const path = match[0].split('/').slice(1).join(' ').trim().split(/\s+/)
    // "uso booksy/trinks" names two sites; "o booksy barra agenda" a word: a path of one word of the language is none.
    if (path.some((piece) => HOSTS_BY_BRAND.includes(piece))) continue
    if (path.length > 1 || path.some((piece) => /[\d._-]/.test(piece) || !(knowledge.isWord(piece) || FUNCTION_WORDS.has(piece))))
      spans.push({ start: match.index, end: match.index + match[0].length, kind: 'link' })
  }
}

const NAME_AND_ENDING = /(?<![@a-z0-9._-])([a-z0-9][a-z0-9-]{2,}(?:\.[a-z0-9-]+)*)\.([a-z]{3,12})(?![a-z0-9@_-]|\.[a-z0-9])/g

/**
 * An ending IANA does not list: after "site", "domínio" ("dominio: navalha ponto barber"), or one of the
 * trade after a name that is no word ("ateliedobigode.barber"). Read after the handles: announced as a
 * handle ("meu @ é o vitinho.barber"), it is one.
 */
export function findUnlistedEndings(text: string, knowledge: ContactKnowledge, spans: Span[]) {
  const siteSaid = SITE_SAID.test(text)
  const { unlistedEndings, tradeWords } = knowledge.vocabulary
  for (const match of text.matchAll(NAME_AND_ENDING)) {
    const [whole, name, ending] = match
    if (knowledge.isTld(ending)) continue
    const nameIsWord = name.split('.').every((label) => knowledge.isWord(label) || FUNCTION_WORDS.has(label) || tradeWords.includes(label))
    if (siteSaid ? !FUNCTION_WORDS.has(name) : unlistedEndings.includes(ending) && !nameIsWord)
      spans.push({ start: match.index, end: match.index + whole.length, kind: 'link' })
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const shortenerPatterns = new WeakMap<readonly string[], RegExp>()

/** One pattern for every shortener, its labels apart or together, a path after. */
function shortenerPattern(shorteners: readonly string[]): RegExp {
  let pattern = shortenerPatterns.get(shorteners)
  if (!pattern) {
    const hosts = shorteners.map((shortener) =>
      shortener
        .split('.')
        .map(escape)
        .join(String.raw`(?:\s*\.\s*|\s+)`),
    )
    pattern = new RegExp(String.raw`(?<![a-z0-9])(?:${hosts.join('|')})\s*\/\s*[a-z0-9._-]+`, 'g')
    shortenerPatterns.set(shorteners, pattern)
  }
  return pattern
}

/** "bit ly / rafa", "linktr ee barra rafa" (the slash is read from "barra" before): a shortener with a path, its labels apart. */
function findShortenersWrittenApart(text: string, shorteners: readonly string[], spans: Span[]) {
  if (!text.includes('/')) return
  for (const match of text.matchAll(shortenerPattern(shorteners))) spans.push({ start: match.index, end: match.index + match[0].length, kind: 'link' })
}
