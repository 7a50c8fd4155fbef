import { ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { CLIENT_ID, useCognitoHarness } from './cognito.test-harness';

const h = useCognitoHarness({ clientRate: { limit: 3, windowMs: 60_000 } });

describe('per-client rate limit', () => {
  it('answers TooManyRequestsException past the limit, until the window passes', async () => {
    let n = 0;
    const call = () =>
      h
        .cognito()
        .send(new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: `a${n++}@x.example` }))
        .then(
          () => 'ok',
          (error: Error) => error.name,
        );
    const answers = [await call(), await call(), await call(), await call()];
    expect(answers).toEqual(['ok', 'ok', 'ok', 'TooManyRequestsException']);
    h.server().advance(61_000);
    expect(await call()).toBe('ok');
  });
});
