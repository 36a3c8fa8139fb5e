import type { Access } from 'payload'
import { isStaff } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

/** Published rows for everyone; drafts too for the editors and admins who write them. */
export const publishedOrStaff: Access = ({ req }) => (isStaff(requestUser(req)) ? true : { published: { equals: true } })
