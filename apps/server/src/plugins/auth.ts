import { AppError, pendingApprovalMessage, StatusCode, visitorMessage } from '@tracklane/domain';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/auth-context.js';
import type { AuthRequirement, Caller } from '../auth/caller.js';
import { type ReadTokenReason, type RouteAuth, routeAuthProblem } from '../auth/route-auth.js';
import { getOrCreateSecret } from '../auth/secrets.js';
import { createTokenSigner } from '../auth/tokens.js';
import type { Config } from '../config.js';
import { AUTH_CHANGED_CHANNEL } from '../db/consistent-channels.js';
import { isApiPath } from '../http/api-paths.js';
import { requestLanguage } from '../http/language.js';
import { authenticateToken, type SessionCheckCache } from '../services/auth/authenticate-token.js';
import { createSessionCache } from '../services/auth/session-cache.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthContext;
    /** Token checks of the last seconds, dropped whenever what they read changes. */
    sessionChecks: SessionCheckCache;
    /** Every API route's declaration (method, url, auth, readToken), in registration order. */
    routeAuth: readonly RouteAuth[];
  }
  interface FastifyRequest {
    /** The verified caller, or null without a (valid) token on a public route. */
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** What the route needs; routes that do not say are public and never read the token. */
    auth?: AuthRequirement;
    /** Pending members (waiting for approval) may call it; every other token route refuses them. */
    allowPending?: boolean;
    /**
     * Why a route that is not a GET lets read tokens in (auth 'read' or 'member-read'): 'query'
     * (a query sent by POST) or 'own-session' (logout). Such a route without it fails to register.
     */
    readToken?: ReadTokenReason;
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * Reads the bearer token on every request and enforces each route's `config.auth` before its
 * body is validated, so a caller without the right token learns nothing about the parameters.
 */
export const authPlugin = appPlugin<{ config: Config }>('auth', async (app, { config }) => {
  // AUTH_SECRET when set; otherwise one generated key in the database, shared by all replicas.
  const secret = config.authSecret ?? (await getOrCreateSecret(app.db, 'auth-token-secret'));
  app.decorate('auth', {
    signer: createTokenSigner(secret),
    pepper: await getOrCreateSecret(app.db, 'hash-pepper'),
    ttlSeconds: config.accessTokenTtlSeconds,
    guestSecret: config.guestSecret,
    codeSendsPerIpPerHour: config.codeSendsPerIpPerHour,
    signInFailuresPerIp: config.signInFailuresPerIp,
    qrTtlSeconds: config.qrTtlSeconds,
  });
  app.decorateRequest('caller', null);

  const checks: SessionCheckCache = createSessionCache({ ttlMs: config.sessionCheckCacheMs });
  app.decorate('sessionChecks', checks);
  const stopListening = await app.db.listenConsistent(AUTH_CHANGED_CHANNEL, () => checks.clear());
  app.addHook('onClose', async () => {
    await stopListening();
    checks.clear();
  });

  // Every API route must say who may call it: a route that forgot would otherwise be public.
  // Server-owned pages (health, API reference, test-only routes) are exempt. A route that is not
  // a GET must also say whether read tokens may call it (routeAuthProblem): they never write.
  const routeAuth: RouteAuth[] = [];
  app.decorate('routeAuth', routeAuth);
  app.addHook('onRoute', (route) => {
    const exempt = ['/__test', '/documentation', '/health'].some((p) => route.url.startsWith(p));
    const auth = route.config?.auth;
    if (isApiPath(route.url) && !exempt && auth === undefined) {
      throw new Error(`route ${String(route.method)} ${route.url} must declare config.auth`);
    }
    if (auth === undefined) return;
    for (const method of [route.method].flat()) {
      const declared: RouteAuth = { method, url: route.url, auth, readToken: route.config?.readToken };
      const problem = routeAuthProblem(declared);
      if (problem) throw new Error(problem);
      routeAuth.push(declared);
    }
  });

  app.addHook('onRequest', async (request) => {
    const need: AuthRequirement | undefined = request.routeOptions.config?.auth;
    // Routes that do not declare (health, version, static files) never look at tokens.
    if (need === undefined) return;
    const token = bearerOf(request);
    if (need === 'public') {
      // A stale token on a public route (sign-in pages) must not block it.
      if (token)
        request.caller = await authenticateToken({
          db: app.db,
          signer: app.auth.signer,
          token,
          checks,
        }).catch(() => null);
      return;
    }
    if (!token) throw new AppError(StatusCode.TOKEN_INVALID);
    const caller = await authenticateToken({ db: app.db, signer: app.auth.signer, token, checks });
    request.caller = caller;
    // Read tokens (API key, union id) never write: only routes declared 'read' or 'member-read'
    // let them in, and those that are not GETs said why at registration (config.readToken).
    if ((need === 'write' || need === 'member') && caller.tokenType !== 'write')
      throw new AppError(StatusCode.NO_PERMISSION);
    if ((need === 'member' || need === 'member-read') && caller.loginKind === 'guest')
      throw new AppError(StatusCode.NO_PERMISSION, visitorMessage(requestLanguage(request)));
    if (caller.pending && !request.routeOptions.config?.allowPending)
      throw new AppError(StatusCode.NO_PERMISSION, pendingApprovalMessage(requestLanguage(request)));
  });
});
