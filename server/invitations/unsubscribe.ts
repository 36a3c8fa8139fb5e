import { invitationMessages } from '#domain/messages/invitations'
import { INVITATION_UNSUBSCRIBE_PATH, readInvitationUnsubscribeToken } from '#infra/invitations/unsubscribeLink'
import { turnOffInvitations } from '#infra/users/store'
import { switchOffLink } from '../http/switchOffLink'

/**
 * One-click unsubscribe of an invitation e-mail (RFC 8058, decision 0067), as the job alerts' link
 * does it (decision 0037): the mail client's POST (`List-Unsubscribe=One-Click`, the token in the
 * header's URL) turns invitations off at once; a person who opens the link gets a page with one
 * button, because a GET never changes anything (scanners and link previews open links by themselves).
 */
const link = switchOffLink({
  path: INVITATION_UNSUBSCRIBE_PATH,
  title: invitationMessages.unsubscribeTitle,
  ask: invitationMessages.unsubscribeAsk,
  confirm: invitationMessages.unsubscribeConfirm,
  done: [invitationMessages.unsubscribeDone],
  invalid: invitationMessages.unsubscribeInvalid,
  expired: invitationMessages.unsubscribeExpired,
  expiredStatus: 410,
  oneClick: true,
  read: readInvitationUnsubscribeToken,
  turnOff: turnOffInvitations,
})

export const invitationUnsubscribePage = link.page

/** The POST that turns invitations off: the token in the form (the page's button) or in the URL (the mail client's one click). */
export const confirmInvitationUnsubscribe = link.confirm
