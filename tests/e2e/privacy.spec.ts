/**
 * Issue 25 in the browser at 390 px: a barber downloads a complete ZIP of their data from
 * /conta/privacidade, then deletes the account (a wrong password first, then the confirmation);
 * afterwards the login is refused and a new sign-up with the same CPF starts without a trial.
 */
import { createConfirmedAccount, expect, expectAccessible, screenshotsFromTop, signIn, sql, test, toastWith } from './support/fixtures'

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
    await expectAccessible(page)
    await screenshotsFromTop(page, 'privacy-page')

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
})
