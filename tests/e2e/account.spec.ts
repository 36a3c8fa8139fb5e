import {
  createConfirmedAccount,
  expect,
  expectAccessible,
  linkIn,
  screenshotsFromTop,
  signIn,
  test,
  toastWith,
  uniqueEmail,
  waitForMail,
} from './support/fixtures'

test.describe('Segurança da conta', () => {
  test('a barber changes the password, then the e-mail through the link sent to the new address', async ({ page, request, browser }) => {
    const barber = await createConfirmedAccount(request, 'barber', 'Caio Ribeiro')
    await signIn(page, barber)
    await page.goto('/painel-barbeiro')
    await page.getByRole('button', { name: barber.name }).click()
    await page.getByRole('menuitem', { name: 'Segurança da conta' }).click()
    await expect(page).toHaveURL(/\/conta\/seguranca$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Segurança da conta' })).toBeVisible()

    const passwordForm = page.getByRole('region', { name: 'Trocar senha' })
    await passwordForm.getByLabel(/^Senha atual/).fill('errada123')
    await passwordForm.getByLabel(/^Nova senha/).fill('novaSenha456')
    await passwordForm.getByLabel(/^Confirme a nova senha/).fill('novaSenha789')
    await passwordForm.getByRole('button', { name: 'Salvar nova senha' }).click()
    await expect(passwordForm.getByText('Por favor, verifique se as senhas são idênticas.')).toBeVisible()
    await passwordForm.getByLabel(/^Confirme a nova senha/).fill('novaSenha456')
    await passwordForm.getByRole('button', { name: 'Salvar nova senha' }).click()
    await expect(passwordForm.getByText('Senha atual incorreta.')).toBeVisible()
    await expect(passwordForm.getByLabel(/^Senha atual/)).toBeFocused()
    await expectAccessible(page)
    await screenshotsFromTop(page, 'account-security-wrong-password')

    // Another device signed in before the change is signed out by it.
    const otherDevice = await browser.newContext()
    const otherPage = await otherDevice.newPage()
    await signIn(otherPage, barber)
    await passwordForm.getByLabel(/^Senha atual/).fill(barber.password)
    await passwordForm.getByRole('button', { name: 'Salvar nova senha' }).click()
    await expect(toastWith(page, 'Senha alterada!')).toBeVisible()
    await expect(passwordForm.getByLabel(/^Senha atual/)).toHaveValue('')
    await waitForMail(barber.email, (mail) => mail.subject === 'Sua senha do Navalha foi alterada')
    await otherPage.goto('/conta/seguranca')
    await expect(otherPage).toHaveURL(/\/auth\?next=/)
    await otherDevice.close()

    const newEmail = uniqueEmail('caio-novo')
    const emailForm = page.getByRole('region', { name: 'Trocar email' })
    await expect(emailForm.getByText(barber.email)).toBeVisible()
    await emailForm.getByLabel(/^Novo email/).fill(newEmail)
    await emailForm.getByLabel(/^Senha atual/).fill('novaSenha456')
    await emailForm.getByRole('button', { name: 'Enviar link de confirmação' }).click()
    await expect(toastWith(page, 'Confirme no novo email')).toBeVisible()
    // Until the link is opened the account keeps its address, and the page says what waits.
    await expect(emailForm.getByRole('status').filter({ hasText: newEmail })).toBeVisible()
    await expect(emailForm.getByText(barber.email)).toBeVisible()
    const notice = await waitForMail(barber.email, (mail) => mail.subject === 'Pedido de troca de email no Navalha')
    expect(notice.text).toContain(newEmail)
    await expectAccessible(page)
    await screenshotsFromTop(page, 'account-security-email-pending')

    const confirmation = await waitForMail(newEmail, (mail) => mail.subject === 'Confirme seu novo email no Navalha')
    await page.goto(linkIn(confirmation, '/confirmar-email'))
    await expect(page.getByText('Email alterado! Use o novo email para entrar.')).toBeVisible()
    await expectAccessible(page)
    await screenshotsFromTop(page, 'account-email-confirmed')
    await page.getByRole('link', { name: 'Ir para o painel' }).click()
    await expect(page).toHaveURL(/\/painel-barbeiro$/)
    await page.goto('/conta/seguranca')
    await expect(page.getByRole('region', { name: 'Trocar email' }).getByText(newEmail)).toBeVisible()

    // The same link again, in a browser signed out.
    await page.context().clearCookies()
    await page.goto(linkIn(confirmation, '/confirmar-email'))
    await expect(page.getByText('Este link de troca de email é inválido ou já foi usado.')).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/auth$/)
  })

  test('is for signed-in users only', async ({ page }) => {
    await page.goto('/conta/seguranca')
    await expect(page).toHaveURL(/\/auth\?next=%2Fconta%2Fseguranca$/)
  })
})
