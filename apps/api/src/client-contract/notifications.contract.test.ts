// The client's notification calls against the running API (issue #14): a like on the surveyor's
// map and an admin's announcement reach the surveyor, GLOBAL first; the grouped page, the unread
// count, read marks, the digest setting and the stream URL; anonymous calls are typed 401s.
import { describe, expect, it } from 'vitest';
import { isForbiddenError, isUnauthorizedError } from '@unfurl/api-client';
import { insertTestListing } from '@unfurl/api-demo-seed/testing';
import { failure, itExercisedItsClaimedMethods, useContractServer } from './contract-server';

const server = useContractServer('notifications.contract.test.ts');

describe('notification calls against the running API', () => {
  it('lists a like and an announcement GLOBAL first, counts, marks read and keeps settings', async () => {
    const listingId = await insertTestListing(server().db, {
      tenant: 'acme',
      ownerEmail: 'surveyor@acme.example',
      title: 'Contract notifications',
    });
    const surveyor = await server().signedIn('surveyor@acme.example', 'acme');
    const viewer = await server().signedIn('viewer@acme.example', 'acme');
    const admin = await server().signedIn('admin@acme.example', 'acme');
    const before = (await surveyor.notifications.unreadCount()).unread;

    await viewer.social.like(listingId);
    const announced = await admin.notifications.announce('Maintenance tonight at 22:00');
    expect(announced).toMatchObject({ type: 'GLOBAL', message: 'Maintenance tonight at 22:00' });
    expect(isForbiddenError(await failure(surveyor.notifications.announce('no')))).toBe(true);

    expect((await surveyor.notifications.unreadCount()).unread).toBe(before + 2);
    const page = await surveyor.notifications.list({ onlyUnread: true });
    expect(page.notifications.length).toBeLessThanOrEqual(6);
    expect(page.notifications[0]).toMatchObject({ type: 'GLOBAL', id: announced.id });
    const like = page.notifications.find((n) => n.type === 'LIKE');
    expect(like?.data['listingTitle']).toBe('Contract notifications');
    const grouped = await surveyor.notifications.grouped({ onlyUnread: true });
    expect(grouped.notifications.some((n) => n.type === 'LIKE' && n.groupCount >= 1)).toBe(true);

    expect((await surveyor.notifications.markRead(like!.id)).unread).toBe(before + 1);
    expect((await surveyor.notifications.markAllRead()).unread).toBe(0);

    expect(await surveyor.notifications.settings()).toEqual({ emailDigest: false });
    expect(await surveyor.notifications.updateSettings({ emailDigest: true })).toEqual({
      emailDigest: true,
    });
    expect(await surveyor.notifications.settings()).toEqual({ emailDigest: true });

    const url = surveyor.notifications.streamUrl();
    expect(url).toMatch(/\/v1\/notifications\/stream\?/);
    const anonymous = server().client('acme');
    expect(anonymous.notifications.streamUrl()).toBeUndefined();
    expect(isUnauthorizedError(await failure(anonymous.notifications.list()))).toBe(true);
  });
});

itExercisedItsClaimedMethods('notifications.contract.test.ts');
