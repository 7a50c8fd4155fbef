import { describe, expect, it } from 'vitest';
import { createRacing, isCreatedMeanwhile } from './created-meanwhile';

const failing = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });

describe('createRacing', () => {
  it('tries again while another process was creating the same objects, then answers', async () => {
    const codes = ['42710', '23505'];
    let calls = 0;
    const answer = await createRacing(async () => {
      calls += 1;
      const code = codes.shift();
      if (code) throw failing(code);
      return 'made';
    });
    expect({ answer, calls }).toEqual({ answer: 'made', calls: 3 });
  });

  it('gives up after the attempts, and at once on any other error', async () => {
    let calls = 0;
    const always = () => {
      calls += 1;
      return Promise.reject(failing('42P07'));
    };
    await expect(createRacing(always, 2)).rejects.toThrow('failed with 42P07');
    expect(calls).toBe(2);
    calls = 0;
    const denied = () => {
      calls += 1;
      return Promise.reject(failing('42501'));
    };
    await expect(createRacing(denied)).rejects.toThrow('failed with 42501');
    expect(calls).toBe(1);
  });

  it('knows the race SQLSTATEs and nothing else', () => {
    expect(
      ['23505', '42P06', '42P07', '42710', '40P01'].every((c) => isCreatedMeanwhile(failing(c))),
    ).toBe(true);
    expect(isCreatedMeanwhile(failing('42501'))).toBe(false);
    expect(isCreatedMeanwhile(undefined)).toBe(false);
  });
});
