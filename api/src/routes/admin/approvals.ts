import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchemas } from '@storefront/contracts';
import { requireStaff } from '../../plugins/app/session';
import { approveChange, listWaitingChanges, rejectChange } from '../../staff-permissions/decisions';
import { routeOf } from '../route-of';

const security = [{ session: [] }];

/**
 * Four eyes (issue 28 item 1): the changes beyond their requester's limits, waiting; another staff member holding the
 * change's capability, whose own limits cover it, approves it (made then, in the decision's transaction, with its
 * audit row) or rejects it, each with a reason. A change that fails when made (the balance is short, the code was
 * taken meanwhile) is recorded as failed with its error, and nothing of it is kept (staff-permissions/decisions.ts).
 */
export const adminApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(adminSchemas.listApprovals, { security, description: 'The changes waiting for a second staff member (or the decided ones, by status), oldest first when pending.' }),
    preHandler: requireStaff,
    handler: async (request) => {
      return { items: await listWaitingChanges(app, request.query.status) };
    },
  });

  app.route({
    ...routeOf(adminSchemas.approveApproval, {
      security,
      description:
        "Approves a waiting change and makes it, with a reason (audited with the request's). Not one's own request; needs the change's capability and limits covering it. A change that fails when made answers the approval with status failed and the error.",
    }),
    preHandler: requireStaff,
    handler: async (request) => {
      return approveChange(app, request.user!, request.params.id, request.body.reason);
    },
  });

  app.route({
    ...routeOf(adminSchemas.rejectApproval, { security, description: 'Rejects a waiting change (nothing is made), with a reason (audited with the request\'s). Not one\'s own request.' }),
    preHandler: requireStaff,
    handler: async (request) => {
      return rejectChange(app, request.user!, request.params.id, request.body.reason);
    },
  });
};
