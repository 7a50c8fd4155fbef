// /v1/area-follows through HTTP on a seeded PGlite database: sign-in first (401), the owner's
// areas only (404 for others), bad areas and bodies answered 400 saying what is wrong, the
// per-user limit (409).
import { beforeAll, describe, expect, it } from 'vitest';
import { AREA_FOLLOW_LIMITS } from '@unfurl/validators';
import { call, signIn, square, useAreaFollowsServer } from './area-follows.test-harness';

const server = useAreaFollowsServer();
let ada = '';
let marie = '';

beforeAll(async () => {
  ada = (await signIn(server().base, 'ada@unfurl.example')).IdToken;
  marie = (await signIn(server().base, 'marie@unfurl.example')).IdToken;
});

const area = (name = 'Lisbon') => ({
  name,
  geometry: { type: 'Polygon', coordinates: [square(-9.3, 38.6, 0.3)] },
  watch: ['listings', 'sentinel-2-l2a'],
});

describe('/v1/area-follows', () => {
  it('answers 401 to anonymous callers before looking at the body', async () => {
    for (const [method, path] of [
      ['GET', '/v1/area-follows'],
      ['POST', '/v1/area-follows'],
      ['PUT', '/v1/area-follows/1'],
      ['DELETE', '/v1/area-follows/1'],
    ] as const) {
      const answer = await call(server(), method, path, {
        body: method === 'GET' ? undefined : { bad: 1 },
      });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });

  it('adds, lists, changes and deletes an area of the caller only', async () => {
    const added = await call(server(), 'POST', '/v1/area-follows', { token: ada, body: area() });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({
      name: 'Lisbon',
      watch: ['listings', 'sentinel-2-l2a'],
      geometry: { type: 'MultiPolygon', coordinates: [[square(-9.3, 38.6, 0.3)]] },
    });
    expect(added.body.createdAt).toBeGreaterThan(Date.now() / 1000 - 600);
    const id = added.body.id as number;

    const mine = await call(server(), 'GET', '/v1/area-follows', { token: ada });
    expect(mine.body.areaFollows.map((a: { id: number }) => a.id)).toContain(id);
    const theirs = await call(server(), 'GET', '/v1/area-follows', { token: marie });
    expect(theirs.body).toEqual({ areaFollows: [], total: 0 });

    const stolen = await call(server(), 'PUT', `/v1/area-follows/${id}`, {
      token: marie,
      body: { name: 'Mine now' },
    });
    expect(stolen.status).toBe(404);
    expect(stolen.body.code).toBe('AREA_FOLLOW_NOT_FOUND');
    expect(
      (await call(server(), 'DELETE', `/v1/area-follows/${id}`, { token: marie })).status,
    ).toBe(404);

    const renamed = await call(server(), 'PUT', `/v1/area-follows/${id}`, {
      token: ada,
      body: { name: '  Tagus estuary ', watch: ['landsat-ot-l1'] },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ id, name: 'Tagus estuary', watch: ['landsat-ot-l1'] });
    expect(renamed.body.geometry.coordinates).toEqual([[square(-9.3, 38.6, 0.3)]]);

    const gone = await call(server(), 'DELETE', `/v1/area-follows/${id}`, { token: ada });
    expect(gone).toEqual({ status: 200, body: { isSuccess: true } });
    expect((await call(server(), 'DELETE', `/v1/area-follows/${id}`, { token: ada })).status).toBe(
      404,
    );
    expect(
      (await call(server(), 'PUT', '/v1/area-follows/abc', { token: ada, body: { name: 'x' } }))
        .status,
    ).toBe(404);
  });

  it('answers 400 naming what is wrong with the area or the body', async () => {
    const post = (body: object) => call(server(), 'POST', '/v1/area-follows', { token: ada, body });
    const open = square(0, 0, 1)
      .slice(0, 4)
      .concat([[0.5, 0]]);
    const bowtie = [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
      [0, 0],
    ];
    const cases: [object, string][] = [
      [{ ...area(), geometry: { type: 'Polygon', coordinates: [open] } }, 'is not closed'],
      [{ ...area(), geometry: { type: 'Polygon', coordinates: [bowtie] } }, 'Self-intersection'],
      [
        { ...area(), geometry: { type: 'Polygon', coordinates: [square(-20, -20, 40)] } },
        'km²; at most',
      ],
      [{ ...area(), geometry: { type: 'Point', coordinates: [0, 0] } }, 'geometry'],
      [{ ...area(), watch: [] }, 'watch'],
      [{ ...area(), watch: ['modis'] }, 'watch'],
      [{ ...area(), name: '   ' }, 'needs a name'],
      [{ name: 'x', watch: ['listings'] }, 'geometry'],
    ];
    for (const [body, message] of cases) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    const empty = await call(server(), 'PUT', '/v1/area-follows/1', { token: ada, body: {} });
    expect(empty.status).toBe(400);
  });

  it(`keeps a user to ${AREA_FOLLOW_LIMITS.perUser} areas (409)`, async () => {
    const gerardus = (await signIn(server().base, 'gerardus@unfurl.example')).IdToken;
    for (let n = 0; n < AREA_FOLLOW_LIMITS.perUser; n++) {
      const added = await call(server(), 'POST', '/v1/area-follows', {
        token: gerardus,
        body: area(`A${n}`),
      });
      expect(added.status).toBe(201);
    }
    const over = await call(server(), 'POST', '/v1/area-follows', {
      token: gerardus,
      body: area('one more'),
    });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('TOO_MANY_AREA_FOLLOWS');
    const list = await call(server(), 'GET', '/v1/area-follows', { token: gerardus });
    expect(list.body.total).toBe(AREA_FOLLOW_LIMITS.perUser);
  });
});
