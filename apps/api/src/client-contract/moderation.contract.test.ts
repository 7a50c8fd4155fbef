// The client's moderation calls against the running API (issue #14): an acme admin reads the
// queue with a reported comment, hides it, and the comment leaves the thread for readers; a
// second resolve is a typed 409 and a non-admin a typed 403.
import { describe, expect, it } from 'vitest';
import { isConflictError, isForbiddenError } from '@unfurl/api-client';
import { insertTestListing } from '@unfurl/api-demo-seed/testing';
import { failure, itExercisedItsClaimedMethods, useContractServer } from './contract-server';

const server = useContractServer('moderation.contract.test.ts');

describe('moderation calls against the running API', () => {
  it('queue, hide with a reason, then the comment is gone for readers; 409 and 403 typed', async () => {
    const listingId = await insertTestListing(server().db, {
      tenant: 'acme',
      ownerEmail: 'surveyor@acme.example',
      title: 'Contract moderation',
    });
    const surveyor = await server().signedIn('surveyor@acme.example', 'acme');
    const admin = await server().signedIn('admin@acme.example', 'acme');
    const rude = await surveyor.comments.create({ listingId, text: 'rude words' });
    await admin.comments.report(rude.id, { reason: 'ABUSE', message: 'Insulting' });
    const queue = await admin.moderation.queue({ limit: 100 });
    const item = queue.items.find((i) => i.target === 'COMMENT' && i.id === rude.id);
    expect(item).toMatchObject({ commentText: 'rude words', reportCount: 1, reasons: ['ABUSE'] });
    const action = await admin.moderation.resolve('comment', rude.id, {
      action: 'HIDE',
      reason: 'Insults',
    });
    expect(action).toMatchObject({ action: 'HIDE', targetId: rude.id, notified: 2 });
    expect(await server().client('acme').comments.listing(listingId)).toEqual([]);
    expect((await surveyor.comments.get(rude.id)).hiddenReason).toBe('Insults');
    const again = await failure(
      admin.moderation.resolve('comment', rude.id, { action: 'DISMISS' }),
    );
    expect(isConflictError(again)).toBe(true);
    expect(isForbiddenError(await failure(surveyor.moderation.queue()))).toBe(true);
  });
});

itExercisedItsClaimedMethods('moderation.contract.test.ts');
