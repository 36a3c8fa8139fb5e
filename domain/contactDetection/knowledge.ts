/**
 * What the contact detector knows about the world, kept apart from how it reads a text
 * (docs/decisions/0053-contact-detection-with-maintained-data.md). The server fills it from
 * maintained data (infra/contactMasking.ts: libphonenumber-js's numbering plans for Brazil and
 * Portugal, the IANA list of top-level domains, linkify-it, a frequency list of Portuguese and
 * English words); the composer's preview (domain/contactPreview.ts) from what fits in a browser.
 */

/** 'valid': a Brazilian or Portuguese number as written; 'local': one once an area code is put before it (8 or 9 digits). */
export type PhoneVerdict = 'valid' | 'local' | undefined

export type ContactKnowledge = {
  /** `digits` as read, `international` when a + or 00 stood before them. */
  phone(digits: string, international: boolean): PhoneVerdict
  /** A top-level domain (folded, without the dot): com, br, barber, studio. */
  isTld(label: string): boolean
  /** A file's ending that is no top-level domain (pdf, jpg, docx): "horario_junho.pdf" names a file, not an account. */
  isFileExtension?(label: string): boolean
  /** A word of Portuguese or English, or a common name: what a handle is not. Folded (lower case, no accents). */
  isWord(token: string): boolean
  /** One of the few thousand most frequent words: too common to be a name even where a name is announced ("insta: posto todo dia"). */
  isCommonWord(token: string): boolean
  /** Links a maintained matcher finds in the folded text, [start, end). */
  findLinks?(text: string): { start: number; end: number }[]
  vocabulary: Vocabulary
}

/**
 * The lists written by hand for this detector. They are data, not rules: the bench's
 * leave-one-family-out run (tests/bench/maskingSuite.ts) rebuilds them without the entries that
 * only a held-out family of the corpus would have suggested.
 */
export type Vocabulary = {
  /** Networks and messengers by name and nickname, folded; a misspelling by ear is matched by edit distance. */
  networks: readonly string[]
  /** Names that are also other words or letters ("face", "snap", "x"): a network only where "no", "meu", ":" say so. */
  ambiguousNetworks: readonly string[]
  /** Emoji that stand for a network (📸 for Instagram, 🎵 for TikTok). */
  networkEmoji: readonly string[]
  /** What a network is described by instead of its name: "a rede das fotos", "o app verde". */
  networkDescriptions: readonly string[]
  /** A network's logo and colours, as it is described by them: "a rede do fantasminha amarelo", "o app do play vermelho", "a rede roxa". */
  networkLogos: readonly string[]
  networkColours: readonly string[]
  /** Words or phrases that announce a handle: "me segue", "perfil", "user". Strong ones are followed by the name itself. */
  strongHandleIntents: readonly string[]
  weakHandleIntents: readonly string[]
  /** Mail providers by name, and what names one in words ("provedor do google"). */
  mailProviders: readonly string[]
  mailProviderDescriptions: readonly string[]
  /** Words that announce an address: "email", "correio". */
  mailIntents: readonly string[]
  /** URL shorteners and link-in-bio hosts, recognised whatever separates their labels. */
  shorteners: readonly string[]
  /** Endings of the trade that IANA does not list ("rafacortes.barber"): a site after a name that is no word. */
  unlistedEndings: readonly string[]
  /** Words of the trade no general word list holds (degradê, navalhado): never a handle. */
  tradeWords: readonly string[]
}

export const DEFAULT_VOCABULARY: Vocabulary = {
  networks: [
    'whatsapp',
    'whats',
    'zap',
    'zapzap',
    'wpp',
    'zpp',
    'instagram',
    'insta',
    'ig',
    'telegram',
    'tele',
    'tg',
    'tiktok',
    'tt',
    'facebook',
    'face',
    'fb',
    'kwai',
    'twitter',
    'threads',
    'pinterest',
    'linktree',
    'linkedin',
    'youtube',
    'yt',
    'snapchat',
    'snap',
    'discord',
    'signal',
    'skype',
    'messenger',
    'direct',
    'dm',
    'bluesky',
    'x',
    'gram',
    'lkdn',
    'lnkd',
  ],
  ambiguousNetworks: ['ig', 'tg', 'tt', 'fb', 'yt', 'dm', 'face', 'snap', 'tele', 'direct', 'signal', 'threads', 'x', 'gram'],
  networkEmoji: ['📸', '📷', '🎵', '🎶', '👻', '🐦', '📘', '✈️', '🧵', '📌', '🌳', '▶️', '💼', '🟢', '💚'],
  networkDescriptions: [
    'rede das fotos',
    'app das fotos',
    'rede da camera',
    'app da camera',
    'rede do passarinho',
    'app do passarinho',
    'rede dos videos',
    'app dos videos',
    'app das dancinhas',
    'rede das dancinhas',
    'app do fantasminha',
    'app verde',
    'rede verde',
    'app do telefone verde',
    'rede azul',
    'app azul',
    'app do aviaozinho',
    'rede rosa',
    'rede colorida',
    'app colorido',
    'rede do zuckerberg',
    'rede do musk',
    'rede do mark',
  ],
  networkLogos: [
    'fantasminha',
    'fantasma',
    'passarinho',
    'passaro',
    'play',
    'camera',
    'camerazinha',
    'aviaozinho',
    'aviao',
    'telefone',
    'telefoninho',
    'balao',
    'nota musical',
    'notinha',
    'foguinho',
    'passarinho azul',
    'f',
  ],
  networkColours: [
    'verde',
    'azul',
    'roxa',
    'roxo',
    'vermelha',
    'vermelho',
    'amarela',
    'amarelo',
    'rosa',
    'colorida',
    'colorido',
    'laranja',
    'preta',
    'preto',
    'lilas',
  ],
  strongHandleIntents: ['user', 'usuario', 'username', 'nick', 'nickname', 'login', 'arroba', '@', '→', '->', '=>', '👉', '➡️', '⬇️', '👇'],
  weakHandleIntents: [
    'me chama',
    'me segue',
    'me siga',
    'siga',
    'segue',
    'me acha',
    'me encontra',
    'me procura',
    'procura',
    'procure',
    'pesquisa',
    'pesquise',
    'busca',
    'busque',
    'me add',
    'add',
    'me adiciona',
    'adiciona',
    'perfil',
    'conta',
    'pagina',
    'canal',
    'to como',
    'estou como',
  ],
  mailProviders: [
    'gmail',
    'googlemail',
    'hotmail',
    'outlook',
    'yahoo',
    'ymail',
    'icloud',
    'live',
    'msn',
    'bol',
    'uol',
    'terra',
    'sapo',
    'iol',
    'protonmail',
    'proton',
    'aol',
    'zoho',
    'gmx',
  ],
  mailProviderDescriptions: ['provedor do google', 'email do google', 'e-mail do google', 'correio do google', 'da microsoft', 'da apple', 'do yahoo'],
  mailIntents: ['email', 'e-mail', 'mail', 'correio eletronico', 'endereco eletronico'],
  shorteners: [
    'bit.ly',
    'bitly.com',
    'tinyurl.com',
    'linktr.ee',
    'wa.me',
    't.me',
    'm.me',
    'fb.me',
    'cutt.ly',
    'is.gd',
    'goo.gl',
    'ow.ly',
    'rebrand.ly',
    'shorturl.at',
    'tiny.cc',
    'encurtador.com.br',
    'abre.ai',
    'beacons.ai',
    'bio.link',
    'linkin.bio',
    'lnk.bio',
    'taplink.cc',
    'msha.ke',
    'linkr.bio',
    'youtu.be',
    'instagr.am',
    'vm.tiktok.com',
    'x.com',
  ],
  unlistedEndings: ['barber', 'barbers', 'barbershop', 'barbearia', 'salon', 'hair', 'cuts', 'fade'],
  tradeWords: [
    'degrade',
    'degrades',
    'fade',
    'taper',
    'navalhado',
    'navalhada',
    'pezinho',
    'pigmentacao',
    'platinado',
    'platinada',
    'selagem',
    'hidratacao',
    'luzes',
    'barboterapia',
    'visagismo',
    'sobrancelha',
    'freestyle',
    'lavatorio',
    'lavatorios',
    'esterilizador',
    'pomada',
    'cacheado',
    'crespo',
    'booksy',
    'trinks',
    'fresha',
    'calendly',
    'kkk',
    'kkkk',
    'kkkkk',
    'rs',
    'rsrs',
    'blz',
    'tbm',
    'vlw',
    'obg',
    'pfv',
    'att',
    'clt',
    'mei',
    'ltda',
    'cnpj',
    'cpf',
    'cnh',
    'nif',
    'seg',
    'ter',
    'qua',
    'qui',
    'sex',
    'sab',
    'dom',
  ],
}
