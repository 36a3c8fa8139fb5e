import type { PayloadRequest } from 'payload'
import { hasRole } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

export const isAdmin = ({ req }: { req: PayloadRequest }): boolean => hasRole(requestUser(req), 'admin')
