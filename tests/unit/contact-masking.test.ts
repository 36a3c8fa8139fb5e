import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { phoneDigits } from '#domain/contact'
import { maskContacts } from '#infra/contactMasking'
import { chatMessages } from '#domain/messages/chat'
import { evasionAttempts, ordinaryMessages } from '../fixtures/chatCorpus'
import { brLandlineArb, brMobileArb, ptArb, ptMobileArb } from '../helpers/phoneArbitraries'

const HIDDEN = chatMessages.contactHidden

describe('maskContacts on the corpus', () => {
  it('holds at least 1,000 evasion attempts and 1,000 ordinary messages, each labelled with its class', () => {
    expect(evasionAttempts.length).toBeGreaterThanOrEqual(1000)
    expect(ordinaryMessages.length).toBeGreaterThanOrEqual(1000)
    expect(new Set(evasionAttempts.map((attempt) => attempt.class)).size).toBeGreaterThanOrEqual(16)
  })

  const [caught, knownMisses] = [evasionAttempts.filter((attempt) => !attempt.knownMiss), evasionAttempts.filter((attempt) => attempt.knownMiss)]

  it.each(caught.map((attempt) => [attempt.reason, attempt.text, attempt] as const))('hides the %s in %j', (reason, text, { previous, mustHide = [] }) => {
    const result = maskContacts(text, { previousMessages: previous })
    expect(result.masked).toBe(true)
    expect(result.reasons).toContain(reason)
    expect(result.text).toContain(HIDDEN)
    for (const part of mustHide) expect(result.text).not.toContain(part)
    // Where the message alone holds no contact, the earlier ones completed it: the server flags that.
    if (!previous) expect(result.completesSplitContact).toBe(false)
    else if (reason === 'phone' && !maskContacts(text).masked) expect(result.completesSplitContact).toBe(true)
  })

  // When one of these starts being caught, its label in the corpus and the decision record are out of date. Caught as the bench
  // counts it: something of its kind hidden and none of the parts it names left (a sum's first term hidden alone is a miss).
  it.each(knownMisses.map((attempt) => [attempt.text, attempt.knownMiss, attempt] as const))(
    'still lets %j through: %s',
    (text, _, { previous, reason, mustHide = [] }) => {
      const result = maskContacts(text, { previousMessages: previous })
      expect(result.reasons.includes(reason) && mustHide.every((part) => !result.text.includes(part))).toBe(false)
    },
  )

  it.each(ordinaryMessages.map((message) => [message.class, message.text, message] as const))('leaves %s as written: %j', (_, text, { previous }) => {
    expect(maskContacts(text, { previousMessages: previous })).toEqual({ text, masked: false, reasons: [], completesSplitContact: false })
  })
})

describe('maskContacts', () => {
  it('replaces only the contact, keeping the words around it', () => {
    expect(maskContacts('Pode me ligar no 11 98765-4321 depois das 18h, combinado?').text).toBe(`Pode me ligar no ${HIDDEN} depois das 18h, combinado?`)
    expect(maskContacts('Meu e-mail é joao.silva@gmail.com, obrigado').text).toBe(`Meu e-mail é ${HIDDEN}, obrigado`)
  })

  it('takes the brackets, the plus sign and the keycaps of a number along', () => {
    expect(maskContacts('(11) 98765-4321').text).toBe(HIDDEN)
    expect(maskContacts('tel +55 (11) 98765-4321.').text).toBe(`tel ${HIDDEN}.`)
    expect(maskContacts('1️⃣1️⃣9️⃣8️⃣7️⃣6️⃣5️⃣4️⃣3️⃣2️⃣1️⃣ ok').text).toBe(`${HIDDEN} ok`)
  })

  it('hides a channel and the handle or number after it as one span, with both reasons', () => {
    expect(maskContacts('zap: 11 98765-4321')).toEqual({ text: HIDDEN, masked: true, reasons: ['phone', 'handle'], completesSplitContact: false })
    expect(maskContacts('insta: rafa.cortes, me segue').text).toBe(`${HIDDEN}, me segue`)
  })

  it('gives one reason for a contact found inside another (the domain of an e-mail, the number of a wa.me link)', () => {
    expect(maskContacts('joao.silva@gmail.com').reasons).toEqual(['email'])
    expect(maskContacts('wa.me/5511987654321').reasons).toEqual(['link'])
  })

  it('lists the reasons in a fixed order, each once', () => {
    const result = maskContacts('@rafacortes, rafa@exemplo.test, rafacortes.com.br, 11 98765-4321 e 21 99876-5432')
    expect(result.reasons).toEqual(['phone', 'email', 'link', 'handle'])
  })

  it('leaves a channel named alone, and hides it with the handle, name or number beside it', () => {
    for (const text of ['vi vocês no Instagram', 'me chama no zap amanhã', 'Vocês têm TikTok?', 'O Instagram da barbearia tá lindo', 'tem whatsapp business?'])
      expect(maskContacts(text).text).toBe(text)
    expect(maskContacts('insta: rafacortes').text).toBe(HIDDEN)
    expect(maskContacts('me chama no zap 11 98765-4321').text).toBe(`me chama no ${HIDDEN}`)
    expect(maskContacts('procura por Rafa Cortes no facebook').text).toBe(`procura por ${HIDDEN}`)
  })

  it('reads a document that passes its check digits after its name as no phone; any valid number after any other word is one', () => {
    // Issue 37: a valid Brazilian or Portuguese number is hidden whatever word precedes it ("pedido" was a way around).
    expect(maskContacts('pedido 912345678').text).toBe(`pedido ${HIDDEN}`)
    expect(maskContacts('protocolo 2026-1187-4432').masked).toBe(false)
    expect(maskContacts('pedido 812345678, meu cel 11 98765-4321').text).toBe(`pedido 812345678, meu cel ${HIDDEN}`)
    expect(maskContacts('Meu CPF é 11987654374 pro contrato').masked).toBe(false)
    expect(maskContacts('pedido 11 98765 4321').text).toBe(`pedido ${HIDDEN}`)
    // A mobile with its area code that fails the CPF's check digits is no CPF.
    expect(maskContacts('Meu CPF é 21987654321 pro contrato').text).toBe(`Meu CPF é ${HIDDEN} pro contrato`)
  })

  it('needs a phone word for a number that only might be a phone', () => {
    expect(maskContacts('a conta deu 12345678').masked).toBe(false)
    expect(maskContacts('meu número é 12345678').masked).toBe(true)
  })

  it('reads a b among digits as an 8 only where a phone is spoken of or an area code stands before it (round 5)', () => {
    // About 2% of random hexadecimal codes were hidden as phones before.
    const codes = Array.from({ length: 2_000 }, (_, index) =>
      ((index * 2_654_435_761) >>> 0)
        .toString(16)
        .padStart(8, '0')
        .replace(/[acdef]/g, 'b'),
    )
    expect(codes.filter((code) => maskContacts(`Rafael Unico ${code}`).masked)).toEqual([])
    expect(maskContacts('pedido 9450630b').masked).toBe(false)
    expect(maskContacts('zap 11 9876b4321').text).toBe(HIDDEN)
    expect(maskContacts('11 9876b4321').text).toBe(HIDDEN)
  })

  it('reads an at-sign apart as "at" before a price or a word where nothing before announces a handle (round 5)', () => {
    for (const text of ['promoção: corte + barba @ R$ 50', 'salve galera, tamo junto @ barbearia nova', 'to @ trampo agora'])
      expect(maskContacts(text).masked).toBe(false)
    for (const text of ['me segue @ barbearia', 'meu @ é rafa', 'insta @ rafa', 'meu insta: @ rafacortes'])
      expect(maskContacts(text).reasons).toEqual(['handle'])
  })

  it('gives a nickname after "me chama de", and hides a name shaped like a handle there (round 5)', () => {
    expect(maskContacts('Marcos, mas todo mundo me chama de Marcão').masked).toBe(false)
    expect(maskContacts('me chama de rafa.cortes').reasons).toEqual(['handle'])
  })

  it('reads a number led by a year as a document of that year, not a phone laid out or backwards (round 6)', () => {
    for (const text of ['o alvará é o 2023/0457', 'minha matrícula no Senac era 2019-0045-77', 'processo 2021/3301 na prefeitura'])
      expect(maskContacts(text).masked).toBe(false)
    // A phone word still makes a local number a phone; a valid one is hidden whatever leads it.
    expect(maskContacts('meu fixo 2023/0457').reasons).toEqual(['phone'])
    expect(maskContacts('2019 11 98765-4321').text).toContain(HIDDEN)
  })

  it('reads the at-sign named as a thing, with where it is after it, as no announcement (round 6)', () => {
    for (const text of ['o @ no teclado da recepção tá quebrado', 'qual seu @ aqui no app? quero te marcar na avaliação', 'o @ do notebook sumiu'])
      expect(maskContacts(text).masked).toBe(false)
    expect(maskContacts('meu @ lá é rafacortes').reasons).toEqual(['handle'])
    expect(maskContacts('meu @ no insta é rafa_cortes').reasons).toEqual(['handle'])
  })

  it('reads "e" and another place after a network as places listed, not an account (round 6)', () => {
    for (const text of ['a gente divulga as vagas no instagram e aqui no app', 'postamos no face e também no mural'])
      expect(maskContacts(text).masked).toBe(false)
    expect(maskContacts('no insta e no face: rafacortes').reasons).toEqual(['handle'])
  })

  it('reads digits glued to their names, and eight digits or more drawn as emoji, as a number (round 6)', () => {
    expect(maskContacts('zap 21nove9oito7seis5quatro3dois').text).toBe(HIDDEN)
    expect(maskContacts('❾❽ ❽❼❼ ❻❻❺❺ (41)').text).toContain(HIDDEN)
    expect(maskContacts('9️⃣1️⃣2️⃣3️⃣4️⃣ 5️⃣6️⃣7️⃣8️⃣ dd 21').text).toBe(`${HIDDEN} dd 21`)
    for (const text of ['nota 1️⃣0️⃣ pro corte', 'top 3️⃣ da semana', 'são 2 ou 3 vagas', 'dia 2️⃣0️⃣2️⃣6️⃣ 🔥']) expect(maskContacts(text).masked).toBe(false)
  })

  it('joins a number in pieces whose area code is said last (round 6)', () => {
    expect(maskContacts('anota: começa com 99 depois 123 depois 4567. ddd 21').text).not.toMatch(/123|4567/)
    expect(maskContacts('o curso começa dia 12, depois dia 19 e depois 26. turma 31').masked).toBe(false)
  })

  it('hides a profile to look up in quotes or after a colon, past a network and a word asking to look it up (round 6)', () => {
    expect(maskContacts('pesquisa no face pelo perfil «Zeca Navalha Braga», tem tudo lá').text).toBe(`pesquisa no face pelo perfil «${HIDDEN}», tem tudo lá`)
    expect(maskContacts('tô postando os cortes no tiktok, busca: ze do corte zona sul').text).toBe(`tô postando os cortes no tiktok, busca: ${HIDDEN}`)
    expect(maskContacts('me chama no insta, o nome é o da barbearia, sem espaço: barbeariadozecao').text).toContain(HIDDEN)
    expect(maskContacts("pesquisa no insta por 'degradê navalhado', tem muita referência").masked).toBe(false)
    expect(maskContacts('no insta a gente posta, todo dia, os horários: segunda a sábado').masked).toBe(false)
  })

  it('hides a mailbox described or built from quoted pieces before its provider (round 6)', () => {
    const described = maskContacts('meu mail é o meu nome tudo junto e com 93 no final, no outlook')
    expect(described.reasons).toEqual(['email'])
    expect(described.text).not.toContain('93')
    expect(maskContacts("e-mail: nome 'kaique' + sobrenome 'navalha' sem espaço no gmail").text).toBe(`e-mail: ${HIDDEN}`)
    expect(maskContacts('coloca o nome e sobrenome tudo junto no cadastro do app').masked).toBe(false)
    expect(maskContacts('é o mesmo email de sempre, no gmail').masked).toBe(false)
  })

  it('reads a spoken at-sign by its ending: a handle after a network with none, an address with a real one (round 6)', () => {
    expect(maskContacts('ig (arroba) dudu ponto fade')).toMatchObject({ text: HIDDEN, reasons: ['handle'] })
    expect(maskContacts('arroba navalhadeouro ponto com ponto br').reasons).toEqual(['email'])
    expect(maskContacts('no tiktok @barbearia.pt').reasons).toEqual(['handle'])
  })

  it('keeps the placeholder a user typed, and masks nothing in it', () => {
    expect(maskContacts(`já te mandei o ${HIDDEN}`)).toEqual({ text: `já te mandei o ${HIDDEN}`, masked: false, reasons: [], completesSplitContact: false })
  })

  it('the composer warns with the words of issue 11', () => {
    expect(chatMessages.contactsHiddenUntilHire).toBe('Telefones, e-mails, links e redes sociais ficam ocultos até a contratação.')
  })
})

describe('maskContacts across messages', () => {
  it('hides the digits that complete a number begun in the sender’s previous messages', () => {
    const previousMessages = ['meu numero é 11 9', '8765']
    expect(maskContacts('4321', { previousMessages })).toEqual({ text: HIDDEN, masked: true, reasons: ['phone'], completesSplitContact: true })
    expect(maskContacts('4321 ok?', { previousMessages }).text).toBe(`${HIDDEN} ok?`)
  })

  it('sees nothing in a fragment without the messages before it', () => {
    expect(maskContacts('4321').masked).toBe(false)
    expect(maskContacts('8765', { previousMessages: ['meu numero é 11 9'] }).masked).toBe(false)
  })

  it('joins fragments back only while the earlier messages hold nothing but digits, or into a whole mobile in order', () => {
    expect(maskContacts('8765', { previousMessages: ['11 9', 'pode ser amanhã?'] }).masked).toBe(false)
    // Round 3 (issue 37): words between the pieces do not stop a whole mobile given in order ("zap 11 98", "765", "só anota", "4321").
    expect(maskContacts('4321', { previousMessages: ['11 9', 'sim', '8765'] }).text).toBe(HIDDEN)
    expect(maskContacts('4321 junta tudo', { previousMessages: ['zap 11 98', { text: 'oi?', fromOtherParty: true }, '765', 'só anota'] }).text).toBe(
      `${HIDDEN} junta tudo`,
    )
    // Counts inside earlier sentences are no pieces, nor a number that only a landline would make.
    expect(maskContacts('2500 de salário', { previousMessages: ['trabalho há 11 anos', '98 cortes por semana'] }).masked).toBe(false)
    expect(maskContacts('4321', { previousMessages: ['11 3', 'sim', '8765'] }).masked).toBe(false)
  })

  it('joins a number given one digit per message, eight digits or more (round 3)', () => {
    expect(maskContacts('1', { previousMessages: ['9', '8', '7', '6', '5', '4', '3', '2'] }).text).toBe(HIDDEN)
    expect(maskContacts('1', { previousMessages: ['4', '3', '2'] }).masked).toBe(false)
  })

  it('joins the end of a handle or a mailbox sent after a joining mark (round 3)', () => {
    const mark = (previousMessages: (string | { text: string; fromOtherParty: boolean })[], text: string) => maskContacts(text, { previousMessages })
    expect(mark(['insta: @ruifades_', { text: '_ quê?', fromOtherParty: true }], 'porto')).toMatchObject({ text: HIDDEN, reasons: ['handle'] })
    expect(mark(['email: lucas', 'ponto'], 'cortes')).toMatchObject({ text: HIDDEN, reasons: ['email'] })
    expect(mark(['no insta procura por barbearia'], '.raiz.zl')).toMatchObject({ text: HIDDEN, reasons: ['handle'] })
    // A complete handle, then a reply: the reply is no piece; nor is anything after a sentence's full stop with no contact before.
    expect(mark(['insta: @rafa.cortes.'], 'valeu').masked).toBe(false)
    expect(mark(['vou chegar às 9h.'], 'obrigado').masked).toBe(false)
    expect(mark(['Qual o horário?', 'das 9 às 18.'], 'sábado também').masked).toBe(false)
  })

  it('joins a name spelled one letter per message after a network (round 6)', () => {
    const previousMessages = ['me acha', 'no insta', 't', 'o', 'n']
    expect(maskContacts('h o c o r t e s', { previousMessages })).toEqual({ text: HIDDEN, masked: true, reasons: ['handle'], completesSplitContact: true })
    expect(maskContacts('h', { previousMessages }).text).toBe(HIDDEN)
    // Letters answered one by one where no network is named are answers; one letter after a network is a reply.
    expect(maskContacts('n', { previousMessages: ['as vagas são de manhã (m), tarde (t) ou noite (n)', 'm', 't'] }).masked).toBe(false)
    expect(maskContacts('a', { previousMessages: ['vi no insta', 'b'] }).masked).toBe(false)
  })

  it('reads digits laid out with slashes, or after 0xx or a network, as a number; a day and a month stay dates (round 7)', () => {
    for (const text of ['51/99/812/77/43 me add la', 'liga 93/700/21/45 depois das 20h', 'me add no zap 0xx41 9 9123 4455', 'me add no zap 11 98765 4321'])
      expect(maskContacts(text).reasons).toEqual(['phone'])
    for (const text of ['dia 12/03/2026 às 14h', 'de 12/03 a 25/12', 'horários 10/11/14/15/16', 'pedido 2024/0087/15'])
      expect(maskContacts(text).masked).toBe(false)
  })

  it('reads a provider misspelled by ear after an at-sign, a shop’s box, a drawn a, as an address (round 7)', () => {
    for (const text of [
      'meu emeio é tiagofreestyle arroba gemeil',
      'rafa.cortes@hotmeil.com',
      'contato arroba barbeariavintage ponto com br',
      'caio ⓐ gmail . com',
    ])
      expect(maskContacts(text).reasons).toEqual(['email'])
    for (const text of ['o preço da arroba mais cara mais frete', 'fala com a Ana amanhã', 'vou com ponto br']) expect(maskContacts(text).masked).toBe(false)
  })

  it('hides a mailbox in pieces said to be joined around its provider, not services summed (round 7)', () => {
    for (const text of [
      'o endereço é andre + silva + corte (tudo junto) no yahoo',
      'manda email pra eduardo (primeira parte) e cortes22 (segunda parte) no hotmail',
      'eh so mandar pro meu g-mail: otavio navalha 22 (sem espaço)',
    ])
      expect(maskContacts(text).reasons).toEqual(['email'])
    for (const text of ['o corte + barba no outlook.', 'marquei corte + barba + sobrancelha no gmail', 'o meu gmail: tá cheio'])
      expect(maskContacts(text).masked).toBe(false)
  })

  it('hides a handle dictated after arroba, a profile to look up after the search word, a profile’s link naming it (round 7)', () => {
    for (const text of [
      'insta é arroba, depois barbearia, depois underline, depois raiz',
      'ig arroba mais lipe mais fade mais zn, tudo junto',
      'insta da barbearia: barbearia (underscore) lisboa (underscore) antiga',
      'no tiktok procura «Fades do Zé Minhoto»',
      'no insta procura por navalha de ouro cwb, é o primeiro que aparece',
    ])
      expect(maskContacts(text).reasons).toEqual(['handle'])
    expect(maskContacts('youtube.com/@cortesdogui').reasons).toEqual(['link', 'handle'])
    for (const text of [
      "tem arroba no nome do produto, é tipo 'Fade@Pro', engraçado",
      'no insta procura por degradê americano, tem muita referência',
      'tenho conta no trinks',
    ])
      expect(maskContacts(text).masked).toBe(false)
  })

  it('reads a site by its brand before a spoken path, and an emoji dot before app and a path, as a link (round 7)', () => {
    for (const text of ['agendamento online: booksy barra br barra barbearia-do-chico', 'meu site: navalha 🔸 app / bruno'])
      expect(maskContacts(text).reasons).toEqual(['link'])
    for (const text of ['uso booksy/trinks', 'uso o booksy barra agenda', 'baixa 👉 app / site, tanto faz']) expect(maskContacts(text).masked).toBe(false)
  })

  it('reads a number backwards with its area code apart, and keypad letters one by one after an area code (round 7)', () => {
    expect(maskContacts('meu numero de tras pra frente é 109876549 e o ddd 27').reasons).toEqual(['phone'])
    expect(maskContacts('meu cel no teclado do telefone (cada letra é a tecla dela): 11 W W T P M J G D A').reasons).toEqual(['phone'])
    expect(maskContacts('no teclado: A B C D E F G H').masked).toBe(false)
  })

  it('joins a piece after words saying the rest follows, and a city’s area code ending its message (round 7)', () => {
    const handle = ['insta @rafa', { text: 'so isso?', fromOtherParty: true }]
    expect(maskContacts('ai ta o resto: .cortes', { previousMessages: handle })).toEqual({
      text: HIDDEN,
      masked: true,
      reasons: ['handle'],
      completesSplitContact: true,
    })
    expect(maskContacts('o resto: depois te falo', { previousMessages: ['insta @rafa'] }).masked).toBe(false)
    const phone = ['me chama', 'ddd de curitiba', '9 9 7 1 2', { text: 'ok, e o resto?', fromOtherParty: true }]
    expect(maskContacts('final 0099', { previousMessages: phone }).reasons).toEqual(['phone'])
    expect(maskContacts('moro no ddd de curitiba').masked).toBe(false)
  })

  it('reads an at-sign before a colon as announcing the name after it, not before an hour (round 7)', () => {
    expect(maskContacts('meu @: lucascortes').text).toBe(`meu ${HIDDEN}`)
    expect(maskContacts('meu @: l,u,c,a,s,c,o,r,t,e,s').reasons).toEqual(['handle'])
    for (const text of ['reunião @: 14h', 'o @: tá quebrado no teclado']) expect(maskContacts(text).masked).toBe(false)
  })

  it('reads "traço baixo", Portugal’s underscore, between pieces of a name, not in a cut’s description (round 7)', () => {
    expect(maskContacts('visagismo traço baixo saldanha no instagram, me chama na dm').reasons).toEqual(['handle'])
    for (const text of ['o risco fica no traço baixo da nuca', 'corte traço baixo nuca']) expect(maskContacts(text).masked).toBe(false)
  })

  it('joins a name sent one word per message after a network, a joining mark alone among the words (round 7)', () => {
    const previousMessages = ['procura no insta', 'degrade', 'do', 'jota', '_']
    expect(maskContacts('zn', { previousMessages })).toEqual({ text: HIDDEN, masked: true, reasons: ['handle'], completesSplitContact: true })
    expect(maskContacts('legal', { previousMessages: ['me segue no tiktok', 'rafa', '.', 'cortes'] }).masked).toBe(false)
    expect(maskContacts('sim', { previousMessages: ['a conta', 'ok', '_'] }).masked).toBe(false)
  })

  it('reads a name with an ending after "segue-me" as the account too, and joins a site’s pieces around "tens de juntar" (round 7)', () => {
    expect(maskContacts('pt', { previousMessages: ['segue-me', 'tiago', 'navalha', 'ponto'] }).reasons).toEqual(['link', 'handle'])
    expect(maskContacts('segue o site barbearia.pt').reasons).toEqual(['link'])
    expect(maskContacts('ponto pt e pronto', { previousMessages: ['o site', 'barbeariacentral', 'tens de juntar'] }).text).toBe(`${HIDDEN} e pronto`)
    expect(maskContacts('ele chega no ponto e pronto').masked).toBe(false)
    expect(maskContacts('junta tudo', { previousMessages: ['o creme e o óleo'] }).masked).toBe(false)
  })

  it('leaves a reference’s number after its name, in one block or in groups no phone has; a mobile or a phone called so stays hidden (round 8)', () => {
    for (const text of [
      'meu número de cadastro no sindicato é 1139847201',
      'o pedido das lâminas saiu com o número 9988-7765-43',
      'o talão da assistência tem o número 226 118 09',
    ])
      expect(maskContacts(text).masked).toBe(false)
    for (const text of ['meu número de cadastro é 11987654321', 'cadastro feito, me liga 1139847201', 'matrícula: 213-456-789'])
      expect(maskContacts(text).reasons).toEqual(['phone'])
  })

  it('reads a participle after "email" as a word, a file’s name as no account, trade words joined by a dot as no handle (round 8)', () => {
    for (const text of [
      'a nota vai pro email cadastrado no app automaticamente',
      'o recibo vai para o email registado',
      'o ficheiro é horario_junho.pdf, abre pela app',
      'o arquivo do contrato é contrato_v2.pdf',
      'vem cá, o nome do corte é fade.low ou low.fade? kkk',
    ])
      expect(maskContacts(text).masked).toBe(false)
    expect(maskContacts('manda pro email rafacortes22').reasons).toEqual(['email'])
    expect(maskContacts('meu login é rafa.cortes').reasons).toEqual(['handle'])
    expect(maskContacts('insta: fade.low').reasons).toEqual(['handle'])
    expect(maskContacts('tô como marcos_fade').reasons).toEqual(['handle'])
  })

  it('reads a digit said with its repeats, marks said between groups, and a phone dressed as billions as a number (round 8)', () => {
    expect(maskContacts('anota: DDD 11, nove, oito duas vezes, 3, 2, zero três vezes, 5').reasons).toEqual(['phone'])
    expect(maskContacts('81 ponto 99 ponto 612 ponto 3340').text).toBe(HIDDEN)
    expect(maskContacts('912 traço 345 traço 678').text).toBe(HIDDEN)
    expect(maskContacts('vou te cobrar R$ 21.998.450.371 kkkk brinks, é meu zap').reasons).toEqual(['phone'])
    for (const text of ['corto duas vezes por semana', 'nota 8 ponto 5', 'o faturamento foi R$ 1.250.000,00']) expect(maskContacts(text).masked).toBe(false)
  })

  it('joins an address spelled a character at a time, a spoken at-sign glued to its provider, and "gê mail" (round 8)', () => {
    expect(maskContacts('r-o-d-r-i-g-o-b-a-r-b-e-r-@-g-m-a-i-l-.-c-o-m').text).toBe(HIDDEN)
    expect(maskContacts('ferreira.marlon.barber arrobagmailpontocom').text).toBe(HIDDEN)
    expect(maskContacts('joaopedrobarber no gê mail').reasons).toEqual(['email'])
    expect(maskContacts('a-b-c-d-e-f-g-h').masked).toBe(false)
  })

  it('reads a handle after a network and a slash, in English, hyphenated after a colon, drawn with an emoji dot, or looked up by its page’s name (round 8)', () => {
    for (const text of ['ig/ renatofades', 'my ig is fadekingbr', 'linkedin: vasco-marques-barbeiro', 'procura o nome Barbearia Dom Bigode Guarulhos no face'])
      expect(maskContacts(text).reasons).toEqual(['handle'])
    expect(maskContacts('lucas💈visagismo no ig (o poste é um ponto)').text).toBe(`${HIDDEN} (o poste é um ponto)`)
    for (const text of [
      'my ig is great',
      'vi no ig/ facebook',
      'no insta as tranças ficaram top',
      'o corte é bem-feito, insta: top',
      'corte💈barba de novo, vi no insta',
    ])
      expect(maskContacts(text).masked).toBe(false)
  })

  it('steps over the sender’s own confirmations between a number’s pieces, and reads a page in capitals after a network or said to be joined (round 8)', () => {
    expect(maskContacts('508 4471', { previousMessages: ['o fixo é 22', { text: 'Porto?', fromOtherParty: true }, 'sim'] }).reasons).toEqual(['phone'])
    expect(maskContacts('no face Barbearia Irmãos Navalha Contagem').reasons).toEqual(['handle'])
    expect(maskContacts('Irmãos Navalha Contagem', { previousMessages: ['no face', 'Barbearia'] }).text).toBe(HIDDEN)
    const previousMessages = ['meu @ no insta é o nome da barbearia', { text: 'qual o nome?', fromOtherParty: true }]
    expect(maskContacts('Navalha de Prata, tudo junto', { previousMessages }).text).toBe(`${HIDDEN}, tudo junto`)
    for (const text of ['vi no insta Domingo', 'no insta a Barba e Cabelo ficam junto', 'Navalha de Prata, tudo junto'])
      expect(maskContacts(text).masked).toBe(false)
  })

  it('steps over the other party’s replies, and joins parts given out of order', () => {
    const previousMessages = ['meu numero é 11 98765', { text: 'pode mandar', fromOtherParty: true }, { text: 'oi?', fromOtherParty: true }]
    expect(maskContacts('4321', { previousMessages })).toEqual({ text: HIDDEN, masked: true, reasons: ['phone'], completesSplitContact: true })
    // Without the sender's own part, the other party's digits join nothing.
    expect(maskContacts('4321', { previousMessages: [{ text: '11 98765', fromOtherParty: true }] }).masked).toBe(false)
    expect(maskContacts('começa com 11 98765', { previousMessages: ['termina em 4321', { text: 'hã?', fromOtherParty: true }] }).text).toBe(
      `começa com ${HIDDEN}`,
    )
    expect(maskContacts('termina em 4321, começa com 11 98765').text).toBe(`termina em ${HIDDEN}, começa com ${HIDDEN}`)
  })

  it('does not chain onto a number already hidden in its own message', () => {
    expect(maskContacts('4321', { previousMessages: ['11 98765-4321'] }).masked).toBe(false)
  })

  it.each([
    [['Qual o salário?', 'R$ 2.500'], '3000 com comissão'],
    [['Salário 2500'], '3000 no fim do ano'],
    [['Quantos cortes por dia?', '30'], '40 no sábado'],
    [['Rua Augusta', '1500'], 'sala 12'],
    [['Chego às 9'], '30 minutos antes'],
    [['vaga 3 de 5'], '2 preenchidas'],
    [['CEP 01310-100'], '1500 é o número'],
    [['Tenho 28 anos'], '10 de profissão'],
    [['Comecei em 2015', 'saí em 2019'], '2023 voltei'],
    [['Quantos cortes por dia?', { text: 'e no sábado?', fromOtherParty: true }, '30'], '45 no sábado'],
    [[{ text: 'Qual o número da loja?', fromOtherParty: true }, '214', { text: 'e o piso?', fromOtherParty: true }], '2'],
    [['Comecei em 2015', { text: 'e depois?', fromOtherParty: true }], 'fiquei até 2019, depois 2023'],
  ])('leaves consecutive job talk alone: %j then %j', (previousMessages, text) => {
    expect(maskContacts(text, { previousMessages }).masked).toBe(false)
  })
})

// ---------------------------------------------------------------------------------------------
// Properties.
// ---------------------------------------------------------------------------------------------

const DIGIT_WORDS = ['zero', 'um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove']
const eachDigit = (digits: string, write: (digit: number) => string, separator = '') => [...digits].map((digit) => write(Number(digit))).join(separator)

/** How people write a number down, given its digits without country code and the code. */
const phoneFormats: [string, (national: string, country: string) => string][] = [
  ['as is', (n) => n],
  ['grouped', (n) => (n.length === 9 ? `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}` : `(${n.slice(0, 2)}) ${n.slice(2, -4)}-${n.slice(-4)}`)],
  ['with the country code', (n, country) => `+${country} ${n}`],
  ['with 00 and the country code', (n, country) => `00${country}${n}`],
  ['digit by digit', (n) => eachDigit(n, String, ' ')],
  ['dotted', (n) => `${n.slice(0, 2)}.${n.slice(2, -4)}.${n.slice(-4)}`],
  ['dashed', (n) => `${n.slice(0, 2)}-${n.slice(2, -4)}-${n.slice(-4)}`],
  ['in words', (n) => eachDigit(n, (digit) => DIGIT_WORDS[digit], ' ')],
  ['words and digits', (n) => eachDigit(n, (digit) => (digit % 2 ? DIGIT_WORDS[digit] : String(digit)), ' ')],
  ['fullwidth', (n) => eachDigit(n, (digit) => String.fromCharCode(0xff10 + digit))],
  ['mathematical bold', (n) => eachDigit(n, (digit) => String.fromCodePoint(0x1d7ce + digit))],
  ['superscript', (n) => eachDigit(n, (digit) => '⁰¹²³⁴⁵⁶⁷⁸⁹'[digit])],
  ['circled', (n) => eachDigit(n, (digit) => (digit ? String.fromCharCode(0x245f + digit) : '⓪'))],
  ['keycap emoji', (n) => eachDigit(n, (digit) => `${digit}\ufe0f\u20e3`)],
  ['zero-width spaces between digits', (n) => eachDigit(n, String, '\u200b')],
  ['O for zero', (n) => n.replaceAll('0', 'O')],
]
const sentences = ['{}', 'me liga {}', 'Oi, tudo bem? Pode me chamar no {} depois das 18h', 'anota: {} 👍', '{}\nvaleu']

const phoneArb = fc.oneof(fc.tuple(fc.oneof(brMobileArb, brLandlineArb), fc.constant('55')), fc.tuple(ptArb, fc.constant('351')))

const pad = (value: number) => String(value).padStart(2, '0')
const moneyArb = fc.tuple(fc.integer({ min: 1, max: 99_999_999 }), fc.integer({ min: 0, max: 99 })).chain(([units, cents]) => {
  const grouped = units.toLocaleString('pt-BR')
  return fc.constantFrom(
    `R$ ${grouped}`,
    `R$ ${grouped},${pad(cents)}`,
    // Written without separators only where people do so: a price, not millions run into the next number ('R$91535941 53 anos' reads as a phone).
    units < 100_000 ? `R$${units}` : `R$ ${grouped}`,
    `${grouped} reais`,
    `€ ${grouped}`,
    `${grouped}€`,
    units < 100_000 ? `${units},${pad(cents)} euros` : `${grouped},${pad(cents)} euros`,
  )
})
const dateArb = fc
  .tuple(fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2030 }))
  .chain(([day, month, year]) =>
    fc.constantFrom(
      `${day}/${month}`,
      `${pad(day)}/${pad(month)}/${year}`,
      `${year}-${pad(month)}-${pad(day)}`,
      `${pad(day)}.${pad(month)}.${year}`,
      `${pad(day)}-${pad(month)}-${year}`,
    ),
  )
const timeArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 23 }))
  .chain(([hour, minute, until]) =>
    fc.constantFrom(`${hour}h`, `${hour}h${pad(minute)}`, `${pad(hour)}:${pad(minute)}`, `das ${hour} às ${until}`, `${hour}h às ${until}h`),
  )
const postcodeArb = fc
  .tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 0, max: 999 }))
  .chain(([cep, zone, street]) => {
    const digits = String(cep).padStart(8, '0')
    return fc.constantFrom(
      `${digits.slice(0, 5)}-${digits.slice(5)}`,
      `CEP ${digits}`,
      `${digits.slice(0, 2)}.${digits.slice(2, 5)}-${digits.slice(5)}`,
      `${zone}-${String(street).padStart(3, '0')} Lisboa`,
    )
  })
const otherNumberArb = fc
  .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9999 }))
  .chain(([share, decimal, count]) =>
    fc.constantFrom(
      `${share}% de comissão`,
      `nota ${decimal},${share % 10}`,
      `${count} clientes`,
      `${share} anos`,
      `Rua Augusta, ${count}, sala ${share}`,
      `vaga ${decimal} de ${share}`,
    ),
  )
const jobTalkArb = fc
  .tuple(
    fc.array(fc.oneof(moneyArb, dateArb, timeArb, postcodeArb, otherNumberArb), { minLength: 1, maxLength: 4 }),
    // Facts apart as people set them apart: a comma, a word, a line. Two numbers with only a space between read as one to a
    // person too ('22€ 1958-644 Lisboa' is a Porto mobile, 'R$91535941 53 anos' a Belém one), so they are not job talk here.
    fc.constantFrom(', ', ' e ', '; ', '\n', ' - '),
  )
  .map(([parts, separator]) => parts.join(separator))

/** Any UTF-16 text, lone surrogates included. */
const anyUtf16Arb = fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 120 }).map((units) => String.fromCharCode(...units))

/** Pieces of contacts and of job talk, to be shuffled into messages nobody would write but a filter must survive. */
const fragments = [
  ...['11', '9', '98765', '4321', '(11)', '+55', '351', '912', '345', '678', '0', '2.500', 'R$', '12/03', '9h', '01310-100', '%', '1º'],
  ...['nove', 'oito', 'meia', 'onze', 'noventa', 'e', 'um', 'zap', 'insta', 'whats', 'arroba', 'ponto', 'com', 'br', 'gmail', '@', '.', '@fulano'],
  ...['fulano', 'me liga', 'cel', 'pedido', 'cpf', 'www', 'bit.ly/x', 'O', 'l', '\u200b', '1️⃣', '９', '𝟖', HIDDEN, ':', '-', '/', '\n'],
]
const messageArb = fc.oneof(
  fc.constantFrom(...evasionAttempts.map((attempt) => attempt.text), ...ordinaryMessages.map((message) => message.text)),
  fc.array(fc.constantFrom(...fragments), { maxLength: 14 }).map((pieces) => pieces.join(' ')),
  fc.array(fc.constantFrom(...fragments), { maxLength: 14 }).map((pieces) => pieces.join('')),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
)

describe('maskContacts properties', () => {
  it.each(phoneFormats)('hides any BR or PT number written %s, and no digit of it stays', (_, format) => {
    fc.assert(
      fc.property(phoneArb, fc.constantFrom(...sentences), ([national, country], sentence) => {
        const result = maskContacts(sentence.replace('{}', () => format(national, country)))
        expect(result.text).toBe(sentence.replace('{}', HIDDEN))
        expect(result.reasons).toEqual(['phone'])
        expect(phoneDigits(result.text.normalize('NFKD'))).not.toContain(national)
      }),
    )
  })

  // A unit beside a number made it a sum or a share, and no part of it was read any more: "zap 11987654321 %",
  // "11 98765-4321 reais", "R$ 912345678" passed whole (found by attack, issue 37).
  const dressedAsQuantity: ((phone: string) => string)[] = [
    (phone) => `${phone} %`,
    (phone) => `${phone}%`,
    (phone) => `${phone} reais`,
    (phone) => `${phone} euros`,
    (phone) => `${phone}€`,
    (phone) => `${phone} mil`,
    (phone) => `${phone}k`,
    (phone) => `${phone} contos`,
    (phone) => `${phone} pila`,
    (phone) => `R$ ${phone}`,
    (phone) => `R$${phone}`,
    (phone) => `€ ${phone}`,
    (phone) => `US$ ${phone}`,
  ]
  // A mobile anywhere; a landline where a phone word stands ("me liga"): a sum joined with a date can dial a landline.
  const mobileArb = fc.oneof(fc.tuple(brMobileArb, fc.constant('55')), fc.tuple(ptMobileArb, fc.constant('351')))
  const laidOut = phoneFormats.filter(([name]) => ['as is', 'grouped', 'dotted', 'dashed'].includes(name)).map(([, format]) => format)
  it('hides a BR or PT number dressed as a sum or a share of money, and no digit of it stays', () => {
    fc.assert(
      fc.property(
        mobileArb,
        fc.constantFrom(...laidOut),
        fc.constantFrom(...dressedAsQuantity),
        fc.constantFrom(...sentences),
        ([national, country], format, dress, sentence) => {
          const result = maskContacts(sentence.replace('{}', () => dress(format(national, country))))
          expect(result.reasons).toContain('phone')
          expect(phoneDigits(result.text.normalize('NFKD'))).not.toContain(national)
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('hides a BR landline dressed as a sum where a phone word stands', () => {
    fc.assert(
      fc.property(brLandlineArb, fc.constantFrom(...laidOut), fc.constantFrom(...dressedAsQuantity), (national, format, dress) => {
        const result = maskContacts(`me liga no ${dress(format(national, '55'))}`)
        expect(phoneDigits(result.text.normalize('NFKD'))).not.toContain(national)
      }),
      { numRuns: 500 },
    )
  })

  it('leaves sums of money, dates, times, postcodes, percentages and counts alone, however they are combined', () => {
    fc.assert(
      fc.property(jobTalkArb, (text) => {
        expect(maskContacts(text).text).toBe(text)
      }),
      { numRuns: 1000 },
    )
  })

  it('is idempotent: a masked message has nothing left to mask', () => {
    fc.assert(
      fc.property(messageArb, (text) => {
        const once = maskContacts(text)
        const twice = maskContacts(once.text)
        expect(twice.text).toBe(once.text)
        expect(twice.masked).toBe(false)
      }),
      { numRuns: 1000 },
    )
  })

  it('returns the text exactly as written whenever it masks nothing, for any text', () => {
    fc.assert(
      fc.property(fc.oneof(anyUtf16Arb, fc.string({ unit: 'grapheme', maxLength: 120 }), messageArb), (text) => {
        const result = maskContacts(text)
        if (!result.masked) expect(result.text).toBe(text)
        else expect(result.text).toContain(HIDDEN)
      }),
      { numRuns: 2000 },
    )
  })
})
