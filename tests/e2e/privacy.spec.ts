/**
 * Issue 25 in the browser at 390 px: a barber sees what they accepted, reads both documents, downloads
 * a complete ZIP of their data from /conta/privacidade, then deletes the account (a wrong password first, then the confirmation);
 * afterwards the login is refused and a new sign-up with the same CPF starts without a trial. At
 * 1280 px, an admin does the same for a person who asked by e-mail, and deletes a barber's profile
 * (the account's erasure, decision 0042).
 */
import { privacyMessages } from '#domain/privacy'
import { createConfirmedAccount, expect, expectAccessible, screenshotsFromTop, signIn, sql, test, toastWith } from './support/fixtures'
import { setRoles } from './support/test'

test.describe('Privacidade e dados', () => {
  test('a barber downloads their data and deletes the account from a phone', async ({ page, request }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 390, height: 844 })
    const barber = await createConfirmedAccount(request, 'barber', 'Marina Tesoura')
    await signIn(page, barber)
    await page.goto('/painel-barbeiro')
    // On a phone the account's links are in the header's menu.
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Privacidade e dados' }).click()
    await expect(page).toHaveURL(/\/conta\/privacidade$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Privacidade e dados' })).toBeVisible()
    // What they accepted at sign-up, and both documents one tap away.
    const accepted = page.getByRole('region', { name: 'O que você aceitou' })
    await expect(accepted.getByText(/versão \d+, aceita em/)).toHaveCount(2)
    await expectAccessible(page)
    await screenshotsFromTop(page, 'privacy-page')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    for (const [name, path, section] of [
      ['Termos de Uso', '/termos', 'Regras de uso'],
      ['Política de Privacidade', '/privacidade', 'Cookies que usamos'],
    ] as const) {
      await accepted.getByRole('link', { name }).click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      await expect(page.getByRole('heading', { name: section })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390)
      await page.screenshot({ path: `test-results/screenshots/privacy-read${path.replace('/', '-')}-390.png`, fullPage: true, animations: 'disabled' })
      await page.goBack()
      await expect(page.getByRole('heading', { level: 1, name: 'Privacidade e dados' })).toBeVisible()
    }

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Baixar meus dados' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^navalha-meus-dados-\d{4}-\d{2}-\d{2}\.zip$/)
    const zip = await download.createReadStream()
    const chunks: Buffer[] = []
    for await (const chunk of zip) chunks.push(chunk as Buffer)
    const archive = Buffer.concat(chunks)
    // A ZIP (PK\x03\x04) whose first entry is dados.json, with the account inside.
    expect(archive.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04')
    expect(archive.includes(Buffer.from('dados.json'))).toBe(true)

    const section = page.getByRole('region', { name: 'Excluir minha conta' })
    await expect(section.getByText('O que é apagado')).toBeVisible()
    await expect(section.getByText('O que continua, sem você')).toBeVisible()
    await section.getByLabel(/^Senha atual/).fill('errada123')
    await section.getByRole('button', { name: 'Excluir minha conta' }).click()
    const dialog = page.getByRole('dialog', { name: 'Excluir sua conta agora?' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Sim, excluir minha conta' }).click()
    await expect(section.getByText('Senha incorreta. A conta não foi excluída.')).toBeVisible()

    await section.getByLabel(/^Senha atual/).fill(barber.password)
    await section.getByRole('button', { name: 'Excluir minha conta' }).click()
    await expect(dialog).toBeVisible()
    await screenshotsFromTop(page, 'privacy-confirm')
    await dialog.getByRole('button', { name: 'Sim, excluir minha conta' }).click()
    await expect(toastWith(page, 'Sua conta foi excluída.')).toBeVisible()
    await page.screenshot({ path: 'test-results/screenshots/privacy-deleted-390.png', animations: 'disabled' })
    await expect(page).toHaveURL(/\/$/)

    const baseURL = process.env.E2E_BASE_URL!
    const login = await request.post(`${baseURL}/api/users/login`, { data: { email: barber.email, password: barber.password }, headers: { origin: baseURL } })
    expect(login.status()).toBe(401)

    // The same CPF signs up again, and its panel says the trial was used.
    const again = await request.post(`${baseURL}/api/signup`, {
      data: { userType: 'barber', name: barber.name, document: barber.document, phone: barber.phone, email: barber.email, password: barber.password },
      headers: { origin: baseURL },
    })
    expect(again.status()).toBe(201)
    await sql(`UPDATE users SET _verified = true WHERE email = $1`, [barber.email])
    await signIn(page, barber)
    await page.goto('/painel-barbeiro')
    await expect(page.getByText('Este documento já usou o período de teste.')).toBeVisible()
    await screenshotsFromTop(page, 'privacy-trial-used')
  })

  test('an admin downloads and deletes an account, and deletes a barber, from the console at 1280 px', async ({ page, request }) => {
    test.setTimeout(180_000)
    const admin = await createConfirmedAccount(request, 'barber', 'Alba Administradora')
    await setRoles(admin.email, ['admin'])
    const person = await createConfirmedAccount(request, 'barber', 'Pedro Pedido Porcorreio')
    const profile = await createConfirmedAccount(request, 'barber', 'Fábio Perfil Falso')
    const [{ id: personId }] = await sql<{ id: number }>('SELECT id FROM users WHERE email = $1', [person.email])

    await page.goto('/admin-login')
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Senha').fill(admin.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: 'Painel Admin' })).toBeVisible({ timeout: 30_000 })

    await page.goto(`/painel-admin/usuarios?filter=${encodeURIComponent(JSON.stringify({ q: 'Pedro Pedido Porcorreio' }))}`)
    const row = page.getByRole('row').filter({ hasText: person.email })
    await expect(row).toBeVisible({ timeout: 30_000 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280)
    const downloading = page.waitForEvent('download')
    await row.getByRole('button', { name: 'Baixar dados' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`navalha-dados-conta-${personId}.zip`)
    const chunks: Buffer[] = []
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
    expect(Buffer.concat(chunks).subarray(0, 4).toString('latin1')).toBe('PK\x03\x04')

    await row.getByRole('button', { name: 'Excluir conta' }).click()
    const dialog = page.getByRole('dialog', { name: 'Excluir a conta de Pedro Pedido Porcorreio?' })
    await expect(dialog).toContainText('Conta removida')
    await page.screenshot({ path: 'test-results/screenshots/privacy-console-confirm-1280.png', animations: 'disabled' })
    await dialog.getByRole('button', { name: 'Excluir conta' }).click()
    await expect(page.getByText(privacyMessages.deletedByAdmin)).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: person.email })).toHaveCount(0)
    await page.screenshot({ path: 'test-results/screenshots/privacy-console-deleted-1280.png', animations: 'disabled' })
    const actions = await sql<{ action: string }>(`SELECT action FROM admin_audit_log WHERE record_id = $1 AND resource = 'users' ORDER BY id`, [
      String(personId),
    ])
    expect(actions.map((entry) => entry.action)).toEqual(['accountExport', 'accountEraseByAdmin'])

    // A barber's profile deleted in the console: the dialog says the whole account goes, and it does.
    await page.goto(`/painel-admin/barbeiros?filter=${encodeURIComponent(JSON.stringify({ q: 'Fábio Perfil Falso' }))}`)
    const barberRow = page.getByRole('row').filter({ hasText: 'Fábio Perfil Falso' })
    await expect(barberRow).toBeVisible({ timeout: 30_000 })
    await barberRow.getByRole('button', { name: 'Excluir' }).click()
    const barberDialog = page.getByRole('dialog', { name: 'Excluir barbeiro?' })
    await expect(barberDialog).toContainText(privacyMessages.profileDeleteErases)
    await page.screenshot({ path: 'test-results/screenshots/privacy-console-barber-confirm-1280.png', animations: 'disabled' })
    await barberDialog.getByRole('button', { name: 'Confirmar' }).click()
    await expect(page.getByText('Barbeiro excluído com sucesso')).toBeVisible()
    const baseURL = process.env.E2E_BASE_URL!
    const login = await request.post(`${baseURL}/api/users/login`, { data: { email: profile.email, password: profile.password }, headers: { origin: baseURL } })
    expect(login.status()).toBe(401)
  })
})
