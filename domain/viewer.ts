/**
 * Who is asking (issue 28): a signed-in person, by user id and roles; null is a visitor. Code that
 * asks who is asking takes a `Viewer`. Payload's `User` (which its Local API and access rules need
 * whole) and the web app's `SessionUser` are Viewers as they are; the lean paths make one from the
 * session cookie with one indexed query (`sessionViewer`, server/http/session.ts). A token's
 * `SessionClaim` is not one yet: it is what the token claims, before the session is checked, and
 * the open-jobs read checks it inside its own statement (decision 0047).
 */
export type Viewer = { id: number; roles?: readonly string[] | null }
