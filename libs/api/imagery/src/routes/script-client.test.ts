import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS, UnauthorizedError } from '@unfurl/api-http';
import type { RequestAuth } from '@unfurl/api-http';
import { PERMISSION_LEVEL } from '@unfurl/domain';
import { scriptClientOf } from './script-client';

/** An app with (or without) the request context's authenticator, verifying one token. */
function appWith(context: boolean): { app: FastifyInstance; verified: string[] } {
  const verified: string[] = [];
  const authenticator = {
    verify: async (header: string | undefined) => {
      verified.push(header ?? '');
      if (header === 'Bearer good') return { user: { id: 'u-7' }, sessionId: 's' };
      throw new UnauthorizedError('The sign-in token is not valid');
    },
  };
  const app = {
    hasDecorator: (name: string) => context && name === 'requestContext',
    requestContext: { authenticator },
  } as unknown as FastifyInstance;
  return { app, verified };
}

const requestOf = (auth: RequestAuth | null, authorization?: string) =>
  ({ auth, ip: '203.0.113.9', headers: authorization ? { authorization } : {} }) as FastifyRequest;

const USER: RequestAuth = {
  kind: 'user',
  userId: 'u-1',
  sessionId: 's',
  permission: PERMISSION_LEVEL.None,
  isMember: false,
  emailConfirmed: true,
};

describe('scriptClientOf', () => {
  it('is the signed-in user of the request context', async () => {
    const { app, verified } = appWith(true);
    expect(await scriptClientOf(app, requestOf(USER, 'Bearer good'))).toEqual({
      key: 'user:u-1',
      signedIn: true,
    });
    expect(verified).toEqual([]);
  });

  it('verifies the bearer token itself when no context ran on the imagery routes', async () => {
    const { app, verified } = appWith(true);
    expect(await scriptClientOf(app, requestOf(null, 'Bearer good'))).toEqual({
      key: 'user:u-7',
      signedIn: true,
    });
    expect(verified).toEqual(['Bearer good']);
    await expect(scriptClientOf(app, requestOf(null, 'Bearer forged'))).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('is the address otherwise', async () => {
    const anonymous = { key: 'ip:203.0.113.9', signedIn: false };
    expect(await scriptClientOf(appWith(true).app, requestOf(null))).toEqual(anonymous);
    expect(await scriptClientOf(appWith(true).app, requestOf(ANONYMOUS))).toEqual(anonymous);
    expect(await scriptClientOf(appWith(false).app, requestOf(null, 'Bearer good'))).toEqual(
      anonymous,
    );
  });
});
