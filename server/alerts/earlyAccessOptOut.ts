import { earlyAccessMessages } from '#domain/messages/jobs'
import { EARLY_ACCESS_UNSUBSCRIBE_DAYS, EARLY_ACCESS_UNSUBSCRIBE_PATH, readEarlyAccessUnsubscribeToken } from '#infra/jobAlerts/earlyAccessOptOut'
import { turnOffEarlyAccessEmails } from '#infra/users/store'
import { switchOffLink } from '../http/switchOffLink'

/**
 * The unsubscribe link of the annual plan's 'Nova vaga em {cidade}' e-mails, as the alerts' one
 * (./unsubscribe.ts, decision 0037): a mail client's one-click POST (`List-Unsubscribe=One-Click`)
 * turns the e-mails off at once; a person who opens the link gets a page with one button, because
 * a GET never changes anything (scanners and link previews open links on their own). The account's
 * `earlyAccessEmails` turns them on again, on /conta/seguranca (decision 0068).
 */
const link = switchOffLink({
  path: EARLY_ACCESS_UNSUBSCRIBE_PATH,
  title: earlyAccessMessages.unsubscribeTitle,
  ask: earlyAccessMessages.unsubscribeAsk,
  confirm: earlyAccessMessages.unsubscribeConfirm,
  done: [earlyAccessMessages.unsubscribeDone, earlyAccessMessages.unsubscribeUndo],
  invalid: earlyAccessMessages.unsubscribeInvalid,
  expired: earlyAccessMessages.unsubscribeExpired(EARLY_ACCESS_UNSUBSCRIBE_DAYS),
  expiredStatus: 410,
  oneClick: true,
  read: readEarlyAccessUnsubscribeToken,
  turnOff: turnOffEarlyAccessEmails,
})

/** GET of the link: a page with one button. */
export const earlyAccessUnsubscribePage = link.page

/** The POST: the mail client's carries the token in the header's URL; the page's button, in its form. */
export const confirmEarlyAccessUnsubscribe = link.confirm
