// The client's comment calls against the running API (R-284..R-297, R-332): a thread with a
// nested reply, edits, votes, reports and deletes, and the refusals as typed errors.
import { describe, expect, it } from 'vitest';
import {
  ForbiddenError,
  isApiError,
  isNotFoundError,
  isUnauthorizedError,
  isValidationError,
} from '@unfurl/api-client';
import { insertTestListing } from '@unfurl/api-demo-seed/testing';
import { failure, itExercisedItsClaimedMethods, useContractServer } from './contract-server';

const server = useContractServer('comments.contract.test.ts');

describe('comment calls against the running API', () => {
  it('create, reply, read the thread and one comment, edit, vote, report, delete', async () => {
    const listingId = await insertTestListing(server().db, {
      tenant: 'main',
      ownerEmail: 'ada@unfurl.example',
      title: 'Contract comments',
    });
    const alex = await server().signedIn('alex@unfurl.example');
    const marie = await server().signedIn('marie@unfurl.example');
    const top = await alex.comments.create({ listingId, text: ['Look here', '<b>not bold</b>'] });
    expect(top).toMatchObject({
      listingId,
      parentId: null,
      text: ['Look here', '<b>not bold</b>'],
    });
    const reply = await marie.comments.create({
      parentId: top.id,
      text: 'Seen it',
      annotations: [
        {
          type: 'Feature',
          properties: { note: 'here' },
          geometry: { type: 'Point', coordinates: [1, 2] },
        },
      ],
    });
    const thread = await server().client('main').comments.listing(listingId);
    expect(thread.map((c) => c.id)).toEqual([top.id]);
    expect(thread[0]?.children.map((c) => c.id)).toEqual([reply.id]);
    expect(thread[0]?.children[0]?.annotations?.[0]?.geometry).toEqual({
      type: 'Point',
      coordinates: [1, 2],
    });
    expect((await alex.comments.get(reply.id)).userName).toBe('Marie Tharp');
    const edited = await marie.comments.update(reply.id, { text: 'Seen it twice' });
    expect(edited.text).toBe('Seen it twice');
    expect(await failure(alex.comments.update(reply.id, { text: 'Not mine' }))).toBeInstanceOf(
      ForbiddenError,
    );
    expect(await alex.comments.vote(reply.id, 'UP')).toMatchObject({ userVote: 'UP', upVotes: 1 });
    expect(await alex.comments.vote(reply.id, 'UNVOTE')).toMatchObject({
      userVote: 'UNVOTE',
      upVotes: 0,
    });
    const report = await marie.comments.report(top.id, { reason: 'off-topic', message: 'Why?' });
    expect(report).toMatchObject({ commentId: top.id, reason: 'off-topic', message: 'Why?' });
    const deleted = await alex.comments.remove(top.id);
    expect([...deleted.deletedIds].sort()).toEqual([top.id, reply.id].sort());
    expect(deleted.totalComments).toBe(0);
    expect(await server().client('main').comments.listing(listingId)).toEqual([]);
    expect((await server().client('main').listings.get(listingId)).totalComments).toBe(0);
  });

  it('refuses anonymous writes, bad input, unknown comments and orders with typed errors', async () => {
    const anonymous = server().client('main');
    const order = await insertTestListing(server().db, {
      tenant: 'main',
      ownerEmail: 'ada@unfurl.example',
      title: 'Contract order',
      listingType: 'ORDER',
    });
    expect(
      isUnauthorizedError(
        await failure(anonymous.comments.create({ listingId: order, text: 'x' })),
      ),
    ).toBe(true);
    const alex = await server().signedIn('alex@unfurl.example');
    const onOrder = await failure(alex.comments.create({ listingId: order, text: 'x' }));
    expect(isApiError(onOrder) && onOrder.status).toBe(422);
    expect(
      isValidationError(await failure(alex.comments.create({ listingId: order, text: ' ' }))),
    ).toBe(true);
    expect(isNotFoundError(await failure(alex.comments.get(999_999_999)))).toBe(true);
  });
});

itExercisedItsClaimedMethods('comments.contract.test.ts');
