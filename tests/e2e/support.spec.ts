import type { Page } from '@playwright/test'
import { createConfirmedAccount, expect, expectAccessible, screenshots, sql, test, toastWith, waitForMail, type E2eAccount } from './support/fixtures'
import { applyTo, completeBarberProfile, completeShopProfile, logIn, postJob } from './support/setup'

/**
 * Suporte (issue 13): a barber opens a ticket on /suporte on a phone, an admin answers it in the
 * console on a desktop, the barber gets the e-mail and sees the answer on /suporte.
 */

const makeAdmin = async (email: string) => {
  await sql(`DELETE FROM users_roles WHERE parent_id = (SELECT id FROM users WHERE email = $1)`, [email])
  await sql(`INSERT INTO users_roles ("order", parent_id, value) SELECT 1, id, 'admin' FROM users WHERE email = $1`, [email])
}

const phone = (page: Page) => page.setViewportSize({ width: 390, height: 844 })
const desktop = (page: Page) => page.setViewportSize({ width: 1280, height: 800 })

test.describe('suporte', () => {
  // The console's first load is heavy (decision 0023); on the shared machines a minute is not enough.
  test.describe.configure({ timeout: 180_000 })
  let barber: E2eAccount, admin: E2eAccount
  const subject = 'Minha candidatura sumiu'

  test.beforeAll(async ({ playwright }) => {
    const shopApi = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL })
    const shop = await createConfirmedAccount(shopApi, 'barbershop', 'Barbearia do Suporte')
    await logIn(shopApi, shop)
    await completeShopProfile(shopApi, shop)
    const jobId = await postJob(shopApi, { title: 'Barbeiro para o sábado' })
    await shopApi.dispose()

    const barberApi = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL })
    barber = await createConfirmedAccount(barberApi, 'barber', 'Bruno Suporte')
    await logIn(barberApi, barber)
    await completeBarberProfile(barberApi, barber)
    await applyTo(barberApi, jobId)
    admin = await createConfirmedAccount(barberApi, 'barber', 'Ana Suporte')
    await makeAdmin(admin.email)
    await barberApi.dispose()
  })

  test('a barber opens a ticket, the admin answers it in the console, the barber reads the answer', async ({ page, browser }) => {
    await phone(page)
    await page.goto('/suporte')
    await expect(page).toHaveURL(/\/auth\?next=%2Fsuporte$/)
    const login = page.getByRole('tabpanel', { name: 'Entrar' })
    await login.getByLabel('Email').fill(barber.email)
    await login.getByLabel('Senha').fill(barber.password)
    await login.getByRole('button', { name: 'Entrar', exact: true }).click()
    await expect(page).toHaveURL(/\/suporte$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Suporte' })).toBeVisible()
    await expect(page.getByText('Nenhum chamado ainda')).toBeVisible()

    // The form's own checks, before anything is sent.
    await page.getByRole('button', { name: 'Enviar chamado' }).click()
    await expect(page.getByText('Informe o assunto.')).toBeVisible()
    await expect(page.getByText('Escreva sua mensagem.')).toBeVisible()

    await page.getByLabel('Assunto').fill(subject)
    await page.getByLabel('Mensagem').fill('Apliquei para a vaga de sábado e não encontro mais a candidatura.\nPodem verificar?')
    await page.getByLabel('Candidatura relacionada (opcional)').selectOption({ label: 'Barbeiro para o sábado · Barbearia do Suporte' })
    await page.getByRole('button', { name: 'Enviar chamado' }).click()
    await expect(toastWith(page, 'Chamado enviado!')).toBeVisible()
    const ticket = page.getByTestId('support-ticket').filter({ hasText: subject })
    await expect(ticket.getByText('Aberto', { exact: true })).toBeVisible()
    await expect(ticket).toContainText('Candidatura: Barbeiro para o sábado · Barbearia do Suporte')
    await expect(page.getByLabel('Assunto')).toHaveValue('')
    await expectAccessible(page)
    await screenshots(page, 'suporte-aberto')

    // The admin, on a desktop.
    const adminContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })
    const panel = await adminContext.newPage()
    await desktop(panel)
    await panel.goto('/admin-login')
    await panel.getByLabel('Email').fill(admin.email)
    await panel.getByLabel('Senha').fill(admin.password)
    await panel.getByRole('button', { name: 'Entrar' }).click()
    await expect(panel.getByTestId('count-openTickets')).toBeVisible({ timeout: 30_000 })
    await panel.getByRole('menuitem', { name: 'Suporte' }).click()
    await expect(panel.getByRole('banner').getByRole('heading', { level: 1, name: 'Suporte' })).toBeVisible()
    const row = panel.getByRole('row').filter({ hasText: subject })
    await expect(row).toContainText('Bruno Suporte')
    await expect(row).toContainText(barber.email)
    await expect(row).toContainText('Barbeiro')
    await expect(row).toContainText('Aberto')
    await screenshots(panel, 'console-suporte-lista')

    await row.getByText(subject).click()
    await expect(panel.getByText('Candidatura #', { exact: false })).toContainText('Barbeiro para o sábado')
    await panel.getByRole('button', { name: 'Responder' }).click()
    await expect(panel.getByText('Escreva a resposta.')).toBeVisible()
    await panel.getByLabel('Resposta', { exact: true }).fill('Encontramos a candidatura: ela continua ativa. Veja em Vagas Aplicadas.')
    await panel.getByRole('button', { name: 'Responder' }).click()
    await expect(panel.getByText('Resposta enviada', { exact: true })).toBeVisible()
    await expect(panel.getByText('Respondido', { exact: true })).toBeVisible()
    await expect(panel.getByText('Encontramos a candidatura: ela continua ativa. Veja em Vagas Aplicadas.')).toBeVisible()
    await expectAccessible(panel)
    await screenshots(panel, 'console-suporte-respondido')

    await panel.getByRole('button', { name: 'Encerrar' }).click()
    await expect(panel.getByText('Chamado encerrado', { exact: true })).toBeVisible()
    await expect(panel.getByText('Chamado encerrado. Reabra-o para responder.')).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Reabrir' })).toBeVisible()
    await adminContext.close()

    const mail = await waitForMail(barber.email, (message) => message.subject === `Resposta do suporte: ${subject}`)
    expect(mail.text).toContain('Encontramos a candidatura: ela continua ativa. Veja em Vagas Aplicadas.')

    // Back on the phone: the answer under the ticket.
    await page.reload()
    await expect(ticket.getByText('Encerrado', { exact: true })).toBeVisible()
    await expect(ticket.getByTestId('support-reply')).toContainText('Encontramos a candidatura: ela continua ativa. Veja em Vagas Aplicadas.')
    await expect(ticket.getByTestId('support-reply')).toContainText(/Resposta do suporte · \d{2}\/\d{2}\/\d{4}/)
    await screenshots(page, 'suporte-respondido')

    // The account menu leads here too.
    await desktop(page)
    await page.getByRole('button', { name: 'Bruno Suporte' }).click()
    await expect(page.getByRole('menuitem', { name: 'Suporte' })).toHaveAttribute('href', '/suporte')
  })
})
