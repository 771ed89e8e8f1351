import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../http/app-error';

/** The signed-in user's id, or 401 (the apps reload or sign out, accounts.md §8). */
export function signedInUserId(request: FastifyRequest): string {
  const userId = request.session?.userId;
  if (!userId) throw unauthorized();
  return userId;
}
