import type { PayloadRequest } from 'payload'
import { isStaff } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

/** Content (landing copy, plans, FAQ) is written by editors and admins. */
export const isAdminOrEditor = ({ req }: { req: PayloadRequest }): boolean => isStaff(requestUser(req))
