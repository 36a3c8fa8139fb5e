import type { PayloadRequest } from 'payload'
import { hasRole } from '../domain/roles'
import { requestUser } from './user'

export const isAdmin = ({ req }: { req: PayloadRequest }): boolean => hasRole(requestUser(req), 'admin')
