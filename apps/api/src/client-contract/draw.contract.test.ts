// The client's draw project calls against the running API (issue #15): create, read, save by
// version (a stale save is a typed 409), share and unshare, list own and shared, search by
// keywords and area, delete, and a draw image uploaded to object storage.
import { describe, expect, it } from 'vitest';
import { isApiError, NotFoundError } from '@unfurl/api-client';
import { userIdOf } from '@unfurl/api-demo-seed/testing';
import { failure, itExercisedItsClaimedMethods, useContractServer } from './contract-server';

const server = useContractServer('draw.contract.test.ts');

const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

describe('draw project calls against the running API', () => {
  it('creates, saves by version, shares, lists, searches and deletes a Stoary', async () => {
    const ada = await server().signedIn('ada@unfurl.example');
    const marie = await server().signedIn('marie@unfurl.example');
    const project = await ada.draw.create({
      title: 'Contract harbour',
      keywords: ['contract'],
      data: {
        annotations: [{ id: 'm1', kind: 'marker', position: [-9.14, 38.7] }],
        layers: [],
      },
    });
    expect(project).toMatchObject({ description: '', version: 1, access: 'OWNER' });
    const saved = await ada.draw.update(project.id, { version: 1, description: 'Quays' });
    expect(saved.version).toBe(2);
    const stale = await failure(ada.draw.update(project.id, { version: 1, title: 'Late' }));
    expect(isApiError(stale) && stale.status).toBe(409);
    expect((await ada.draw.get(project.id)).description).toBe('Quays');

    const marieId = await userIdOf(server().db, 'marie@unfurl.example');
    expect((await ada.draw.share(project.id, marieId, 'VIEW')).shares).toHaveLength(1);
    expect((await ada.draw.shares(project.id)).shares[0]).toMatchObject({ access: 'VIEW' });
    const shared = await marie.draw.shared({ limit: 50 });
    expect(shared.projects.map((p) => p.id)).toContain(project.id);
    expect((await ada.draw.unshare(project.id, marieId)).shares).toEqual([]);

    expect((await ada.draw.list()).projects.map((p) => p.id)).toContain(project.id);
    const found = await ada.draw.search({
      keywords: 'contract',
      aoi: 'POLYGON((-10 38,-9 38,-9 39,-10 39,-10 38))',
    });
    expect(found.projects.map((p) => p.id)).toEqual([project.id]);

    expect(await ada.draw.remove(project.id)).toEqual({
      isSuccess: true,
      id: project.id,
      title: 'Contract harbour',
    });
    expect(await failure(ada.draw.get(project.id))).toBeInstanceOf(NotFoundError);
  });

  it('uploads a draw image to object storage with its credentials', async () => {
    const ada = await server().signedIn('ada@unfurl.example');
    const credentials = await ada.draw.imageUpload('sketch.png');
    expect(credentials.path).toContain(credentials.drawImageId);
    await ada.draw.uploadImage(credentials, new Blob([PNG], { type: 'image/png' }));
  });

  itExercisedItsClaimedMethods('draw.contract.test.ts');
});
