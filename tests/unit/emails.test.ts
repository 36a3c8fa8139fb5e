import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  earlyAccessJobEmail,
  emailChangeConfirmationEmail,
  emailChangeRequestedEmail,
  newApplicationEmail,
  passwordChangedEmail,
  passwordResetEmail,
  renderEmail,
  reviewRequestEmail,
  shopLeftEmail,
  verificationEmail,
} from '#domain/emails'
import { PRODUCT_NAME } from '#domain/messages/common'
import { TRIAL_DAYS } from '#domain/account'

const URL_VERIFY = 'https://navalha.com.br/verificar-email?token=abc123'
const URL_RESET = 'https://navalha.com.br/redefinir-senha?token=xyz789'

/** Text outside tags: what a reader sees. */
const visibleText = (html: string) => html.replace(/<[^>]*>/g, '')

const builders = [
  ['verificationEmail', verificationEmail, URL_VERIFY],
  ['passwordResetEmail', passwordResetEmail, URL_RESET],
] as const

describe('verificationEmail', () => {
  const email = verificationEmail({ name: 'João Silva', url: URL_VERIFY })

  it('has a Portuguese subject with the product name', () => {
    expect(PRODUCT_NAME).toBe('Navalha')
    expect(email.subject).toBe('Confirme seu email no Navalha')
  })

  it('greets by first name', () => {
    expect(email.text.startsWith('Olá, João!')).toBe(true)
    expect(email.html).toContain('<p>Olá, João!</p>')
    expect(email.html).not.toContain('Silva')
  })

  it('contains the URL in the html (as a link) and in the text', () => {
    expect(email.html).toContain(`href="${URL_VERIFY}"`)
    expect(email.text).toContain(`Confirmar email: ${URL_VERIFY}`)
  })

  it('mentions the trial days', () => {
    expect(TRIAL_DAYS).toBe(3)
    expect(email.text).toContain('Sua conta no Navalha foi criada e seus 3 dias grátis de teste já começaram.')
    expect(email.html).toContain('3 dias grátis')
  })

  it('says what to do if you did not create the account', () => {
    expect(email.text).toContain('Se você não criou esta conta, ignore esta mensagem.')
  })
})

describe('passwordResetEmail', () => {
  const email = passwordResetEmail({ name: 'Maria', url: URL_RESET })

  it('has a Portuguese subject with the product name', () => {
    expect(email.subject).toBe('Redefinição de senha do Navalha')
  })

  it('contains the URL in the html (as a link) and in the text', () => {
    expect(email.html).toContain(`href="${URL_RESET}"`)
    expect(email.text).toContain(`Criar nova senha: ${URL_RESET}`)
  })

  it('says the link lasts one hour and can be used once', () => {
    expect(email.text).toContain('O link abaixo vale por 1 hora e só pode ser usado uma vez.')
    expect(email.text).toContain('Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.')
  })

  it('greets by first name', () => {
    expect(email.text.startsWith('Olá, Maria!')).toBe(true)
  })
})

describe.each(builders)('%s', (_, build, url) => {
  it('html is a Portuguese document', () => {
    const { html } = build({ name: 'Ana', url })
    expect(html.startsWith('<!doctype html>')).toBe(true)
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toContain('<meta charset="utf-8">')
  })

  it('text ends with the signature', () => {
    expect(build({ name: 'Ana', url }).text.endsWith('— Navalha')).toBe(true)
  })

  it('html and text say the same paragraphs', () => {
    const { html, text } = build({ name: 'Ana', url })
    for (const line of text.split('\n').filter((l) => l && !l.startsWith('—') && !l.includes(url))) {
      expect(visibleText(html)).toContain(line)
    }
  })

  it('escapes HTML in the name: a <script> never appears raw in the html', () => {
    const email = build({ name: '<script>alert(1)</script> Silva', url })
    expect(email.html).not.toContain('<script')
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    // Plain text is not HTML: it keeps the name as typed.
    expect(email.text).toContain('Olá, <script>alert(1)</script>!')
  })

  it('escapes quotes, ampersands and tags in the name', () => {
    const email = build({ name: `<img src=x onerror="alert('x')">&`, url })
    expect(email.html).not.toContain('<img')
    expect(email.html).toContain('&lt;img')
    expect(email.html).not.toContain(`onerror="`)
  })

  it('escapes the URL inside the html attribute', () => {
    const nasty = 'https://navalha.com.br/x?a=1&b="><script>alert(1)</script>'
    const email = build({ name: 'Ana', url: nasty })
    expect(email.html).not.toContain('<script')
    expect(email.html).toContain('href="https://navalha.com.br/x?a=1&amp;b=&quot;&gt;&lt;script&gt;')
    expect(email.text).toContain(nasty)
  })

  it('an URL with & is written as &amp; in the html (still the same link once decoded)', () => {
    const withQuery = `${url}&lang=pt`
    const email = build({ name: 'Ana', url: withQuery })
    expect(email.html).toContain(`href="${withQuery.replace(/&/g, '&amp;')}"`)
    expect(email.text).toContain(withQuery)
  })

  it.each([null, undefined, '', '   '])('greets without a name (%j)', (name) => {
    const email = build({ name, url })
    expect(email.text.split('\n')[0]).toBe('Olá!')
    expect(email.text).not.toContain('undefined')
    expect(email.text).not.toContain('null')
    expect(email.html).not.toContain('undefined')
  })

  it('never lets an HTML tag from the name into the html (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom('<script>', '<b>', '<img src=x>', '</p>', '<a href="x">'), (prefix, tag) => {
        const email = build({ name: `${tag}${prefix.replace(/\s/g, '')}`, url })
        const body = email.html.slice(email.html.indexOf('<p>Olá'))
        expect(body.startsWith('<p>Olá, ')).toBe(true)
        const greeting = body.slice(0, body.indexOf('</p>'))
        expect(greeting).not.toMatch(/<(?!p>)/)
      }),
    )
  })
})

describe('renderEmail', () => {
  it('renders without action and footnote', () => {
    const email = renderEmail({ subject: 'Assunto', greeting: 'Oi!', paragraphs: ['Um.', 'Dois.'] })
    expect(email.subject).toBe('Assunto')
    expect(email.text).toBe('Oi!\n\nUm.\n\nDois.\n\n— Navalha')
    expect(email.html).not.toContain('<a href')
  })

  it('escapes the subject in the html title', () => {
    const email = renderEmail({ subject: 'A & <B>', greeting: 'Oi', paragraphs: [] })
    expect(email.html).toContain('<title>A &amp; &lt;B&gt;</title>')
  })

  it('escapes paragraphs, labels and footnotes', () => {
    const email = renderEmail({
      subject: 's',
      greeting: 'g',
      paragraphs: ['<b>negrito</b>'],
      action: { label: '<i>x</i>', url: 'https://a.b/' },
      footnote: `"aspas" & 'apóstrofo'`,
    })
    expect(email.html).toContain('&lt;b&gt;negrito&lt;/b&gt;')
    expect(email.html).toContain('&lt;i&gt;x&lt;/i&gt;')
    expect(email.html).toContain('&quot;aspas&quot; &amp; &#39;apóstrofo&#39;')
  })
})

describe('e-mail change and password change notices', () => {
  const base = 'https://navalha.com.br'

  it('sends the confirmation link to the new address, and tells the old one where to act', () => {
    const confirmation = emailChangeConfirmationEmail({ name: 'Ana Lima', url: `${base}/confirmar-email?token=abc` })
    expect(confirmation.subject).toBe('Confirme seu novo email no Navalha')
    expect(confirmation.text).toContain(`Confirmar novo email: ${base}/confirmar-email?token=abc`)
    const notice = emailChangeRequestedEmail({ name: 'Ana Lima', newEmail: 'ana.nova@exemplo.com', baseUrl: base })
    expect(notice.subject).toBe('Pedido de troca de email no Navalha')
    expect(notice.text).toContain('ana.nova@exemplo.com')
    expect(notice.text).toContain(`Abrir Segurança da conta: ${base}/conta/seguranca`)
    expect(passwordChangedEmail({ name: 'Ana', baseUrl: base }).subject).toBe('Sua senha do Navalha foi alterada')
  })

  it('shows any new address as text, never as markup', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), (newEmail) => {
        const { html } = emailChangeRequestedEmail({ newEmail: `${newEmail}<b>@x.com`, baseUrl: base })
        expect(html).not.toContain('<b>')
      }),
    )
  })
})

describe('earlyAccessJobEmail (Anual barbers, decision 0024)', () => {
  const email = earlyAccessJobEmail({
    barberName: 'Thiago Albuquerque',
    jobTitle: 'Barbeiro <sênior>',
    shopName: 'Barbearia do Centro',
    city: 'Londrina',
    baseUrl: 'https://navalha.com.br/',
    jobId: 42,
    unsubscribeUrl: 'https://navalha.com.br/api/early-access/unsubscribe?token=t',
  })

  it('names the job and the city in the subject and links to the job', () => {
    expect(email.subject).toBe('Nova vaga em Londrina: Barbeiro <sênior>')
    expect(email.text).toContain('https://navalha.com.br/vagas/42')
    expect(email.html).toContain('href="https://navalha.com.br/vagas/42"')
  })

  it('says why it arrived, greets by first name and escapes the job title in html', () => {
    expect(email.text).toContain('Olá, Thiago!')
    expect(email.text).toContain('Como assinante do plano Anual, você recebe este aviso assim que a vaga é publicada.')
    expect(email.html).toContain('Barbeiro &lt;sênior&gt;')
    expect(email.html).not.toContain('<sênior>')
  })
})

describe('reviewRequestEmail', () => {
  it('asks how it went with the other party, escapes the name and links to the form', () => {
    const email = reviewRequestEmail({ name: 'Ana', otherName: 'Barbearia <Top>', reviewUrl: 'https://navalha.com.br/candidatos?status=hired&avaliar=7' })
    expect(email.subject).toBe('Como foi trabalhar com Barbearia <Top>?')
    expect(email.html).not.toContain('<Top>')
    expect(visibleText(email.html)).toContain('Barbearia &lt;Top&gt;')
    expect(email.text).toContain('https://navalha.com.br/candidatos?status=hired&avaliar=7')
  })
})

describe('greetings', () => {
  const name = fc.array(fc.stringMatching(/^[A-Za-zÀ-ú]{1,12}$/), { minLength: 1, maxLength: 5 }).map((words) => words.join(' '))

  it('greet a barbershop by its whole name and a person by the first', () => {
    fc.assert(
      fc.property(name, (shown) => {
        expect(verificationEmail({ name: shown, business: true, url: URL_VERIFY }).text.split('\n')[0]).toBe(`Olá, ${shown}!`)
        expect(verificationEmail({ name: shown, url: URL_VERIFY }).text.split('\n')[0]).toBe(`Olá, ${shown.split(' ')[0]}!`)
      }),
    )
    expect(
      newApplicationEmail({ shopName: 'Barbearia Dom Pedro', barberName: 'Tiago', jobTitle: 'Barbeiro', baseUrl: 'https://navalha.com.br', jobId: 1 }).text,
    ).toMatch(/^Olá, Barbearia Dom Pedro!/)
    expect(shopLeftEmail({ barberName: 'Ana Lima', shopName: 'Barbearia Dom Pedro', jobTitles: ['Barbeiro'], baseUrl: 'https://navalha.com.br' }).text).toMatch(
      /^Olá, Ana!/,
    )
  })
})
