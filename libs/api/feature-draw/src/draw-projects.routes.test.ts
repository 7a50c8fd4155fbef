// /v1/map-draw through HTTP on a seeded PGlite database: sign-in first (401), CRUD with the
// description blanked on creation, the access matrix (owner / EDIT / VIEW / stranger / other
// tenant), refusals of bad data naming the path (400/413), 409 on a stale version with the stored
// version intact, kept versions, search by keyword and by area, image upload credentials.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, squareAnnotation, useDrawServer, userIdOf } from './draw.test-harness';

const server = useDrawServer();
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const PEOPLE = {
  ada: 'ada@unfurl.example',
  marie: 'marie@unfurl.example',
  alex: 'alex@unfurl.example',
  mapper: 'mapper@unfurl.example',
  acme: 'surveyor@acme.example',
};

beforeAll(async () => {
  for (const [who, email] of Object.entries(PEOPLE)) {
    tokens[who] = (await signIn(server().base, email)).IdToken;
    ids[who] = await userIdOf(server().db, email);
  }
});

const data = (annotations: unknown[] = [squareAnnotation('a1', -9.3, 38.6, 0.3)]) => ({
  annotations,
  layers: [{ type: 'LISTING', listingId: 1 }],
});

async function create(who: string, title: string, body: object = {}) {
  const made = await call(server(), 'POST', '/v1/map-draw/projects', {
    token: tokens[who],
    body: { title, data: data(), ...body },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as { id: number; version: number };
}

describe('/v1/map-draw/projects', () => {
  it('answers 401 to anonymous callers before looking at the body', async () => {
    for (const [method, path] of [
      ['GET', '/v1/map-draw/projects'],
      ['GET', '/v1/map-draw/projects/shared'],
      ['GET', '/v1/map-draw/projects/search?aoi=nonsense'],
      ['POST', '/v1/map-draw/projects'],
      ['GET', '/v1/map-draw/projects/1'],
      ['PUT', '/v1/map-draw/projects/1'],
      ['DELETE', '/v1/map-draw/projects/1'],
      ['PUT', '/v1/map-draw/projects/1/shares/x'],
      ['POST', '/v1/map-draw/image/upload'],
    ] as const) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : { bad: 1 };
      const answer = await call(server(), method, path, { body });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });

  it('creates with the description blanked, reads, saves, lists and deletes', async () => {
    const made = await call(server(), 'POST', '/v1/map-draw/projects', {
      token: tokens['ada'],
      body: { title: ' Lisbon walk ', keywords: ['harbour', 'harbour', 'tram'], data: data() },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      title: 'Lisbon walk',
      description: '',
      keywords: ['harbour', 'tram'],
      version: 1,
      access: 'OWNER',
      owner: { id: ids['ada'] },
      aoi: { type: 'Polygon' },
    });
    // The annotation is stored rebuilt with the defaults of the spec.
    expect(made.body.data.annotations[0]).toMatchObject({ id: 'a1', zIndex: 401 });
    expect(made.body.data.layers).toEqual([{ type: 'LISTING', listingId: 1 }]);
    const id = made.body.id as number;

    const saved = await call(server(), 'PUT', `/v1/map-draw/projects/${id}`, {
      token: tokens['ada'],
      body: { version: 1, description: 'Trams and the harbour' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, description: 'Trams and the harbour' });
    expect(saved.body.data.annotations).toHaveLength(1);

    const read = await call(server(), 'GET', `/v1/map-draw/projects/${id}`, {
      token: tokens['ada'],
    });
    expect(read.body).toEqual(saved.body);

    const mine = await call(server(), 'GET', '/v1/map-draw/projects?limit=100', {
      token: tokens['ada'],
    });
    expect(mine.body.projects.map((p: { id: number }) => p.id)).toContain(id);
    expect(mine.body.projects[0].data).toBeUndefined();
    expect(mine.body).toMatchObject({ limit: 100, offset: 0 });

    const gone = await call(server(), 'DELETE', `/v1/map-draw/projects/${id}`, {
      token: tokens['ada'],
    });
    expect(gone.body).toEqual({ isSuccess: true, id, title: 'Lisbon walk' });
    const after = await call(server(), 'GET', `/v1/map-draw/projects/${id}`, {
      token: tokens['ada'],
    });
    expect(after.status).toBe(404);
    const versions = await server().db.query(
      'SELECT 1 FROM draw_project_versions WHERE project_id = $1',
      [id],
    );
    expect(versions).toEqual([]);
  });

  it('pages the own list with limit and offset and a total', async () => {
    for (const n of [1, 2, 3]) await create('mapper', `Page ${n}`);
    const first = await call(server(), 'GET', '/v1/map-draw/projects?limit=2', {
      token: tokens['mapper'],
    });
    expect(first.body.total).toBe(3);
    expect(first.body.projects.map((p: { title: string }) => p.title)).toEqual([
      'Page 3',
      'Page 2',
    ]);
    const last = await call(server(), 'GET', '/v1/map-draw/projects?limit=2&offset=2', {
      token: tokens['mapper'],
    });
    expect(last.body.projects.map((p: { title: string }) => p.title)).toEqual(['Page 1']);
    const past = await call(server(), 'GET', '/v1/map-draw/projects?offset=10', {
      token: tokens['mapper'],
    });
    expect(past.body).toMatchObject({ projects: [], total: 3 });
    const bad = await call(server(), 'GET', '/v1/map-draw/projects?limit=0', {
      token: tokens['mapper'],
    });
    expect(bad.status).toBe(400);
  });

  it('lets the owner and EDIT sharers save, VIEW sharers read, and hides it from others', async () => {
    const { id } = await create('ada', 'Shared atlas');
    const share = (userId: string, access: string, who = 'ada') =>
      call(server(), 'PUT', `/v1/map-draw/projects/${id}/shares/${userId}`, {
        token: tokens[who],
        body: { access },
      });
    expect((await share(ids['marie']!, 'EDIT')).status).toBe(200);
    const shared = await share(ids['alex']!, 'VIEW');
    expect(shared.body.shares.map((s: { userId: string; access: string }) => s.access)).toEqual([
      'EDIT',
      'VIEW',
    ]);

    const save = (who: string, version: number, subdomain = 'main') =>
      call(server(), 'PUT', `/v1/map-draw/projects/${id}`, {
        token: tokens[who],
        subdomain,
        body: { version, title: `by ${who}` },
      });
    const read = (who: string, subdomain = 'main') =>
      call(server(), 'GET', `/v1/map-draw/projects/${id}`, { token: tokens[who], subdomain });

    expect((await save('marie', 1)).body).toMatchObject({ version: 2, access: 'EDIT' });
    expect((await read('alex')).body).toMatchObject({ title: 'by marie', access: 'VIEW' });
    const viewerSave = await save('alex', 2);
    expect(viewerSave.status).toBe(403);
    expect((await save('mapper', 2)).status).toBe(404);
    expect((await read('mapper')).status).toBe(404);
    expect((await read('acme', 'acme')).status).toBe(404);
    expect((await read('ada', 'acme')).status).toBe(404);

    // Only the owner deletes or reshares.
    expect((await share(ids['mapper']!, 'VIEW', 'marie')).status).toBe(403);
    expect((await share(ids['mapper']!, 'VIEW', 'mapper')).status).toBe(404);
    const editorDelete = await call(server(), 'DELETE', `/v1/map-draw/projects/${id}`, {
      token: tokens['marie'],
    });
    expect(editorDelete.status).toBe(403);
    expect((await share(ids['acme']!, 'VIEW')).status).toBe(400);
    expect((await share(ids['ada']!, 'VIEW')).status).toBe(400);
    expect((await share(ids['alex']!, 'OWNER')).status).toBe(400);

    const sharedWithMarie = await call(server(), 'GET', '/v1/map-draw/projects/shared', {
      token: tokens['marie'],
    });
    expect(sharedWithMarie.body.projects.map((p: { id: number }) => p.id)).toContain(id);
    const unshared = await call(
      server(),
      'DELETE',
      `/v1/map-draw/projects/${id}/shares/${ids['marie']}`,
      { token: tokens['ada'] },
    );
    expect(unshared.body.shares).toHaveLength(1);
    expect((await read('marie')).status).toBe(404);
  });

  it('refuses a malformed project whole, naming the path and reason, and keeps the last version', async () => {
    const { id } = await create('ada', 'Kept');
    const bad = data([
      squareAnnotation('a1', 0, 0, 1),
      { id: 'b', kind: 'circle', center: [0, 0], radius: -5 },
    ]);
    const refused = await call(server(), 'PUT', `/v1/map-draw/projects/${id}`, {
      token: tokens['ada'],
      body: { version: 1, title: 'Broken', data: bad },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('INVALID_DRAW_PROJECT');
    expect(refused.body.message).toMatch(/data\.annotations\[1\]\.radius/);

    const wrongKind = await call(server(), 'POST', '/v1/map-draw/projects', {
      token: tokens['ada'],
      body: { data: data([{ id: 'x', kind: 'blob' }]) },
    });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.message).toMatch(/data\.annotations\[0\]\.kind must be one of/);

    const tooMany = Array.from({ length: 20_001 }, (_, i) => ({
      id: `m${i}`,
      kind: 'marker',
      position: [0, 0],
    }));
    const huge = await call(server(), 'PUT', `/v1/map-draw/projects/${id}`, {
      token: tokens['ada'],
      body: { version: 1, data: data(tooMany) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toMatch(/at most 20000 annotations/);

    const overBodyLimit = await call(server(), 'PUT', `/v1/map-draw/projects/${id}`, {
      token: tokens['ada'],
      body: { version: 1, title: 'x'.repeat(17 * 1024 * 1024) },
    });
    expect(overBodyLimit.status).toBe(413);
    expect(overBodyLimit.body.message).toBeTruthy();

    const stored = await call(server(), 'GET', `/v1/map-draw/projects/${id}`, {
      token: tokens['ada'],
    });
    expect(stored.body).toMatchObject({ version: 1, title: 'Kept' });
    expect(stored.body.data.annotations).toHaveLength(1);
  });

  it('refuses a save based on an older version with a 409 and keeps the stored one', async () => {
    const { id } = await create('ada', 'Race');
    const first = await call(server(), 'PUT', `/v1/map-draw/projects/${id}`, {
      token: tokens['ada'],
      body: { version: 1, title: 'First save' },
    });
    expect(first.body.version).toBe(2);
    const stale = await call(server(), 'PUT', `/v1/map-draw/projects/${id}`, {
      token: tokens['ada'],
      body: { version: 1, title: 'Stale save' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('DRAW_PROJECT_VERSION_CONFLICT');
    expect(stale.body.message).toMatch(/your version 1, saved version 2/);

    const noVersion = await call(server(), 'PUT', `/v1/map-draw/projects/${id}`, {
      token: tokens['ada'],
      body: { title: 'Blind save' },
    });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.code).toBe('DRAW_PROJECT_VERSION_REQUIRED');

    // If-Match carries the version too.
    const response = await fetch(`${server().base}/v1/map-draw/projects/${id}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${tokens['ada']}`,
        subdomain: 'main',
        'content-type': 'application/json',
        'if-match': '"2"',
      },
      body: JSON.stringify({ title: 'Matched' }),
    });
    expect(response.status).toBe(200);
    const stored = await call(server(), 'GET', `/v1/map-draw/projects/${id}`, {
      token: tokens['ada'],
    });
    expect(stored.body).toMatchObject({ version: 3, title: 'Matched' });
    const kept = await server().db.query<{ version: number; title: string }>(
      'SELECT version, title FROM draw_project_versions WHERE project_id = $1 ORDER BY version',
      [id],
    );
    expect(kept).toEqual([
      { version: 1, title: 'Race' },
      { version: 2, title: 'First save' },
    ]);
  });

  it('keeps a bounded number of earlier versions', async () => {
    const { id } = await create('alex', 'Many saves');
    for (let version = 1; version <= 22; version++) {
      const saved = await call(server(), 'PUT', `/v1/map-draw/projects/${id}`, {
        token: tokens['alex'],
        body: { version, title: `Save ${version}` },
      });
      expect(saved.status).toBe(200);
    }
    const kept = await server().db.query<{ version: number }>(
      'SELECT version FROM draw_project_versions WHERE project_id = $1 ORDER BY version',
      [id],
    );
    expect(kept.map((k) => k.version)).toEqual(Array.from({ length: 20 }, (_, i) => i + 3));
  });

  it('searches the projects the caller can open by keyword and by area', async () => {
    const lisbon = await create('marie', 'Tram lines of Lisbon', { keywords: ['transport'] });
    const paris = await call(server(), 'POST', '/v1/map-draw/projects', {
      token: tokens['marie'],
      body: {
        title: 'Seine bridges',
        data: data([{ id: 'c', kind: 'circle', center: [2.35, 48.85], radius: 5000 }]),
      },
    });
    const strangers = await create('mapper', 'Tram depots');
    const search = async (query: string) => {
      const answer = await call(server(), 'GET', `/v1/map-draw/projects/search?${query}`, {
        token: tokens['marie'],
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.projects.map((p: { id: number }) => p.id) as number[];
    };
    const byWord = await search('keywords=tram');
    expect(byWord).toContain(lisbon.id);
    expect(byWord).not.toContain(strangers.id);
    expect(await search('keywords=transport')).toContain(lisbon.id);

    // The circle's footprint reaches 5 km around its centre: an area 3 km east of it touches it.
    const nearParis = encodeURIComponent(
      'POLYGON((2.38 48.84,2.40 48.84,2.40 48.86,2.38 48.86,2.38 48.84))',
    );
    const inParis = await search(`aoi=${nearParis}`);
    expect(inParis).toContain(paris.body.id);
    expect(inParis).not.toContain(lisbon.id);
    const geojson = encodeURIComponent(
      JSON.stringify({
        type: 'Polygon',
        coordinates: [
          [
            [-10, 38],
            [-9, 38],
            [-9, 39],
            [-10, 39],
            [-10, 38],
          ],
        ],
      }),
    );
    expect(await search(`aoi=${geojson}&keywords=tram`)).toEqual([lisbon.id]);
    expect(await search(`aoi=${geojson}&keywords=bridges`)).toEqual([]);

    for (const [aoi, reason] of [
      ['hello', /not valid WKT/],
      ['POINT(1 2)', /POLYGON or MULTIPOLYGON/],
      ['POLYGON((0 0,500 0,1 1,0 0))', /lon -180..180/],
      ['{"type":"Polygon"}', /GeoJSON/],
    ] as const) {
      const bad = await call(
        server(),
        'GET',
        `/v1/map-draw/projects/search?aoi=${encodeURIComponent(aoi)}`,
        { token: tokens['marie'] },
      );
      expect(bad.status, aoi).toBe(400);
      expect(bad.body.message).toMatch(reason);
    }
  });

  it('hands out a signed upload for a draw image and refuses other files', async () => {
    const answer = await call(server(), 'POST', '/v1/map-draw/image/upload', {
      token: tokens['ada'],
      body: { filename: 'my photo.png' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.path).toBe(`draw-images/${answer.body.drawImageId}/my-photo.png`);
    expect(answer.body.method).toBe('PUT');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const url = answer.body.url.startsWith('http')
      ? answer.body.url
      : `${server().base}${answer.body.url}`;
    const put = await fetch(url, { method: 'PUT', body: png });
    expect(put.status, await put.clone().text()).toBeLessThan(300);

    expect(answer.body.imageUrl).toBe(`/v1/map-draw/image/${answer.body.drawImageId}/my-photo.png`);
    const shown = await fetch(`${server().base}${answer.body.imageUrl}`);
    expect(shown.status).toBe(200);
    expect(Buffer.from(await shown.arrayBuffer())).toEqual(png);
    for (const link of [
      `/v1/map-draw/image/${answer.body.drawImageId}/other.png`,
      '/v1/map-draw/image/not-a-uuid/my-photo.png',
    ]) {
      expect((await fetch(`${server().base}${link}`)).status, link).toBe(404);
    }

    const exe = await call(server(), 'POST', '/v1/map-draw/image/upload', {
      token: tokens['ada'],
      body: { filename: 'tool.exe' },
    });
    expect(exe.status).toBe(400);
  });
});
