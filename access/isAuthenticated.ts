import type { PayloadRequest } from 'payload'
import { requestUser } from './user'

export const isAuthenticated = ({ req }: { req: PayloadRequest }): boolean => requestUser(req) !== null
