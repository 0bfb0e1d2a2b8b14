import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSchemas as routes, REMOTE_PREVIEW_COOKIE, REMOTE_NAMES, REMOTE_PUBLISH_LIMITS, REMOTES, resolveRemoteName, type RemoteName } from '@storefront/contracts';
import { CanaryIsPointerError } from '../../remotes/canary';
import { endPreview, startPreview } from '../../remotes/preview';
import { visitorCookieOptions } from '../../remotes/visitor';
import { AppError, invalidField } from '../../errors';
import { requireStaff } from '../../plugins/app/session';
import { VersionUnavailableError } from '../../remotes/remote-changes';
import { ReleaseError } from '../../remotes/release';
import { changeRemoteForStaff, listRemoteAuditForStaff, listRemotesForStaff, listRemoteVersionsForStaff, publishRemoteVersion, setCanaryForStaff } from '../../remotes/staff-remotes';
import { routeOf } from '../route-of';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** `npm run remotes` names the OS user it runs as: the audit says `staff@… (cli:alice)` (told by the signed-in staff client, not proven). */
export const CLI_USER_HEADER = 'x-storefront-cli-user';

function actorOf(email: string, cliUser: string | string[] | undefined): string {
  return typeof cliUser === 'string' && /^[\w.@-]{1,64}$/.test(cliUser) ? `${email} (cli:${cliUser})` : email;
}

const shortNames = REMOTE_NAMES.map((remote) => REMOTES[remote].short);
/** Names every remote the registry knows, from the one list in contracts. */
const UNKNOWN_REMOTE_MESSAGE = `Unknown remote: ${shortNames.slice(0, -1).join(', ')} or ${shortNames.at(-1)} (or mfe-domains, mfe_domains, …).`;

function remoteOf(input: string): RemoteName {
  const name = resolveRemoteName(input);
  if (!name) throw new AppError('NOT_FOUND', undefined, undefined, UNKNOWN_REMOTE_MESSAGE);
  return name;
}

/** Staff control of the remotes at runtime — entries, versions, publishing, the audit (ADR 0002, 0010): no rebuild, no restart. */
export const adminRemoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(routes.listRemotes, { security }),
    preHandler: requireStaff,
    handler: async () => listRemotesForStaff(app),
  });

  app.route({
    ...routeOf(routes.updateRemote, {
      security,
      description:
        'Change a remote\'s enabled flag, version (pin or roll back: only a published version or the local build) or disabled mode, with a reason (audited). name: mfe_domains, mfe-domains or domains.',
    }),
    preHandler: requireStaff,
    handler: async (request) => {
      const name = remoteOf(request.params.name);
      try {
        const updated = await changeRemoteForStaff(app, name, request.body, { actor: actorOf(request.user!.email, request.headers[CLI_USER_HEADER]), userId: request.user!.id });
        if (!updated) throw new AppError('NOT_FOUND');
        request.log.info({ remote: name, change: request.body, by: request.user?.email }, 'remote registry changed');
        return updated;
      } catch (error) {
        if (error instanceof VersionUnavailableError) throw invalidField('version', error.message);
        throw error;
      }
    },
  });

  app.route({
    ...routeOf(routes.setRemoteCanary, {
      security,
      description:
        'Sends `percent` % of visitors (a stable bucket of their user id, or of a guest\'s anonymous id, and the remote) to `version` instead of the pointer; raising the share never moves anyone back; percent 0 ends the canary. With a reason (audited).',
    }),
    preHandler: requireStaff,
    handler: async (request) => {
      const name = remoteOf(request.params.name);
      try {
        const updated = await setCanaryForStaff(app, name, request.body, { actor: actorOf(request.user!.email, request.headers[CLI_USER_HEADER]), userId: request.user!.id });
        if (!updated) throw new AppError('NOT_FOUND');
        request.log.info({ remote: name, canary: request.body, by: request.user?.email }, 'remote canary changed');
        return updated;
      } catch (error) {
        if (error instanceof VersionUnavailableError) throw invalidField('version', error.message);
        if (error instanceof CanaryIsPointerError) throw invalidField('version', error.message);
        throw error;
      }
    },
  });

  app.route({
    ...routeOf(routes.startRemotePreview, {
      security,
      description:
        'Opens the storefront with this remote at `version` (published or the local build, pointed at or not) for the calling staff member only: a signed, expiring cookie naming a preview the server records, ignored for anyone else, once expired and once ended. With a reason (audited).',
    }),
    preHandler: requireStaff,
    handler: async (request, reply) => {
      const name = remoteOf(request.params.name);
      try {
        const preview = await startPreview(app, name, request.body, { actor: actorOf(request.user!.email, request.headers[CLI_USER_HEADER]), userId: request.user!.id });
        reply.setCookie(REMOTE_PREVIEW_COOKIE, preview.token, { ...visitorCookieOptions(request), expires: new Date(preview.expiresAt) });
        request.log.info({ remote: name, version: preview.version, by: request.user?.email }, 'remote preview started');
        return { remote: name, version: preview.version, expiresAt: preview.expiresAt };
      } catch (error) {
        if (error instanceof VersionUnavailableError) throw invalidField('version', error.message);
        throw error;
      }
    },
  });

  app.route({
    ...routeOf(routes.endRemotePreview, {
      security,
      description:
        'Ends the calling staff member\'s previews in every browser at once (their tokens grant nothing from now on, on every replica; this browser\'s cookie is cleared), each audited with the reason "preview ended".',
    }),
    preHandler: requireStaff,
    handler: async (request, reply) => {
      const ended = await endPreview(app, { actor: actorOf(request.user!.email, request.headers[CLI_USER_HEADER]), userId: request.user!.id });
      for (const preview of ended) request.log.info({ remote: preview.remote, version: preview.version, by: request.user?.email }, 'remote preview ended');
      reply.clearCookie(REMOTE_PREVIEW_COOKIE, visitorCookieOptions(request));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(routes.listRemoteVersions, {
      security,
      description: 'The versions a remote can be pointed at, newest first: published ones (when, by whom, size, integrity) and its local build when that is not published.',
    }),
    preHandler: requireStaff,
    handler: async (request) => {
      const name = remoteOf(request.params.name);
      return listRemoteVersionsForStaff(app, name);
    },
  });

  app.route({
    ...routeOf(routes.publishRemoteVersion, {
      security,
      description:
        'Publishes a version of a remote: its files (browser and server builds, base64 by relative path) become an immutable version folder served under /remotes/<short>/<version>/, its manifest recording the sha384 of every file. The same bytes again: outcome "unchanged"; other bytes under a published version: 409.',
    }),
    bodyLimit: REMOTE_PUBLISH_LIMITS.bodyMaxBytes,
    // Before the body is read: only staff may send a body this large.
    onRequest: requireStaff,
    handler: async (request) => {
      const name = remoteOf(request.params.name);
      const files = new Map<string, Uint8Array>();
      for (const [relative, encoded] of Object.entries(request.body.files)) {
        if (!BASE64.test(encoded)) throw invalidField('files', `${relative.slice(0, 80)} is not base64.`);
        files.set(relative, Buffer.from(encoded, 'base64'));
      }
      try {
        const published = await publishRemoteVersion(app, name, request.body.version, files, request.user!.email);
        request.log.info({ remote: name, version: request.body.version, outcome: published.outcome, by: request.user?.email }, 'remote version published');
        return published;
      } catch (error) {
        if (error instanceof ReleaseError && error.kind === 'conflict') throw new AppError('BAD_REQUEST', undefined, { version: 'exists' }, error.message, 409);
        if (error instanceof ReleaseError && error.kind === 'skew') throw new AppError('BAD_REQUEST', undefined, { shell: 'older' }, error.message, 409);
        if (error instanceof ReleaseError) throw new AppError('BAD_REQUEST', undefined, undefined, error.message);
        throw error;
      }
    },
  });

  app.route({
    ...routeOf(routes.listRemoteAudit, { security, description: 'The registry\'s changes (who, when, before, after, why), newest first.' }),
    preHandler: requireStaff,
    handler: async (request) => {
      const remote = request.query.remote === undefined ? undefined : remoteOf(request.query.remote);
      return listRemoteAuditForStaff(app, { limit: request.query.limit, remote });
    },
  });
};

