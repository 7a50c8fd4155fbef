// Every method of @unfurl/api-client has a real-server test: the methods are read off real
// clients, so a method added to the client fails here until a contract file claims it (and that
// file's last test proves it reached the server).
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { createApiClient, createImageryApi, createListingLinks } from '@unfurl/api-client';
import { CONTRACT_METHODS } from './contract-methods';

/** `area.method` of every function of an object and of the objects it holds, one level down. */
function methodsOf(target: object, prefix = ''): string[] {
  return Object.entries(target).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'function') return [name];
    if (value !== null && typeof value === 'object' && !prefix) return methodsOf(value, name);
    return [];
  });
}

const clientMethods = (): string[] =>
  [
    ...methodsOf(createApiClient({ baseUrl: 'http://127.0.0.1:9/', subdomain: 'main' })),
    ...methodsOf(createImageryApi({ baseUrl: 'http://127.0.0.1:9/imagery/' }), 'imagery'),
    ...methodsOf(createListingLinks({ baseUrl: '/', subdomain: 'main' }), 'links'),
  ].sort();

describe('the client contract covers the whole client', () => {
  it('reads the methods off the real clients', () => {
    const methods = clientMethods();
    expect(methods.length).toBeGreaterThanOrEqual(47);
    expect(methods).toContain('listings.list');
    expect(methods).toContain('imagery.search');
    expect(methods).toContain('links.file');
    expect(methods).toContain('clearCache');
  });

  it('gives every client method to a contract file, and nothing else', () => {
    const claimed = Object.values(CONTRACT_METHODS).flat();
    expect(new Set(claimed).size).toBe(claimed.length);
    expect([...claimed].sort()).toEqual(clientMethods());
  });

  it('each contract file starts its server under its own name and checks its claims', async () => {
    for (const file of Object.keys(CONTRACT_METHODS)) {
      const source = await readFile(new URL(file, import.meta.url), 'utf8');
      expect(source, file).toContain(`useContractServer('${file}')`);
      expect(source, file).toContain(`itExercisedItsClaimedMethods('${file}')`);
    }
  });
});
