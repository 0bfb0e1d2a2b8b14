import type { FastifyRequest } from 'fastify';
import type { StaffActor } from '../staff-audit/staff-audit.repository';

/** The signed-in staff member a staff route acts as (after requireStaff), as the audit log records them. */
export const actorOf = (request: Pick<FastifyRequest, 'user'>): StaffActor => ({ email: request.user!.email, userId: request.user!.id });
