import type { APIRequestContext } from '@playwright/test'
import { createConfirmedAccount, test as base, sql, type E2eAccount } from './fixtures'
import { apiAs, completeBarberProfile, completeShopProfile, type Playwright } from './setup'

/** An account of a test's own with a request context signed in as it (its session's cookies). */
export type Party = { account: E2eAccount; api: APIRequestContext }

/** Gives the account exactly these roles (the console's admin and editor are made this way). */
export async function setRoles(email: string, roles: string[]) {
  await sql(`DELETE FROM users_roles WHERE parent_id = (SELECT id FROM users WHERE email = $1)`, [email])
  for (const [order, role] of roles.entries()) {
    await sql(`INSERT INTO users_roles ("order", parent_id, value) SELECT $2, id, $3 FROM users WHERE email = $1`, [email, order + 1, role])
  }
}

/**
 * Playwright's `test` with the parties most journeys start from, each made fresh for the test
 * through the real sign-up, confirmation and profile endpoints, and cleaned up after it (its
 * request context disposed):
 *
 *  - `barber`: a confirmed barber with a complete profile (photo, bio, presentation video);
 *  - `shop`: a confirmed barbershop with a complete profile, ready to post jobs;
 *  - `admin`: a confirmed account with the admin role, for the console.
 *
 * A test that needs other names or profile values makes its parties with the helpers in setup.ts.
 */
/** A fresh confirmed account of `type` with a complete profile, its request context disposed after the test. */
const completeParty =
  (type: 'barber' | 'barbershop', complete: typeof completeBarberProfile) =>
  async ({ request, playwright }: { request: APIRequestContext; playwright: Playwright }, use: (party: Party) => Promise<void>) => {
    const account = await createConfirmedAccount(request, type)
    const api = await apiAs(playwright, account)
    await complete(api, account)
    await use({ account, api })
    await api.dispose()
  }

export const test = base.extend<{ barber: Party; shop: Party; admin: Party }>({
  barber: completeParty('barber', completeBarberProfile),
  shop: completeParty('barbershop', completeShopProfile),
  admin: async ({ request, playwright }, use) => {
    const account = await createConfirmedAccount(request, 'barber', 'Ana Admin')
    await setRoles(account.email, ['admin'])
    const api = await apiAs(playwright, account)
    await use({ account, api })
    await api.dispose()
  },
})
