// The Cognito endpoint's answers to bodies it cannot read: always a 400 in Cognito's error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityTestServer } from './identity.test-setup';
import type { IdentityTestServer } from './identity.test-setup';

let server: IdentityTestServer;
beforeAll(async () => {
  server = await startIdentityTestServer();
});
afterAll(async () => {
  await server?.close();
});

const post = (contentType: string, body: string | undefined) =>
  fetch(server.endpoint, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    ...(body === undefined ? {} : { body }),
  });

describe('POST /identity with a body that is not JSON', () => {
  const contentTypes = ['application/json', 'application/x-amz-json-1.1'];
  const bodies = [
    ['empty', ''],
    ['absent', undefined],
    ['invalid', '{"ClientId": '],
    ['not JSON at all', 'hello'],
  ] as const;
  for (const contentType of contentTypes) {
    for (const [what, body] of bodies) {
      it(`answers 400 SerializationException to an ${what} ${contentType} body`, async () => {
        const response = await post(contentType, body);
        expect(response.status).toBe(400);
        expect(response.headers.get('x-amzn-errortype')).toBe('SerializationException');
        expect(await response.json()).toEqual({
          __type: 'SerializationException',
          code: 'SerializationException',
          message: expect.stringMatching(/not valid JSON/),
        });
      });
    }
  }

  it('answers 400 InvalidParameterException to a JSON body that is not an object', async () => {
    const response = await post('application/x-amz-json-1.1', '[1, 2]');
    expect(response.status).toBe(400);
    expect((await response.json()).__type).toBe('InvalidParameterException');
  });
});
