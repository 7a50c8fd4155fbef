import { describe, expect, it } from 'vitest';
import type { NotificationWire } from '@unfurl/api-client';
import { addLive, appendPage, markShownRead } from './notification-list';
import { notificationAge, notificationText } from './notification-text';

const n = (id: number, type: NotificationWire['type'], extra: Partial<NotificationWire> = {}) =>
  ({
    id,
    type,
    actor: { userId: '00000000-0000-4000-8000-000000000001', name: 'Ana Lima' },
    listingId: 7,
    commentId: null,
    message: '',
    data: { listingTitle: 'Glacier' },
    groupKey: null,
    isRead: false,
    createdAt: 1_700_000_000,
    groupCount: 1,
    ...extra,
  }) as NotificationWire;

describe('the notification list', () => {
  it('appends pages once each and keeps GLOBAL first (R-326)', () => {
    const first = [n(9, 'GLOBAL'), n(8, 'LIKE'), n(7, 'FOLLOW')];
    const more = appendPage(first, [n(7, 'FOLLOW'), n(6, 'COMMENT'), n(5, 'GLOBAL')]);
    expect(more.map((x) => x.id)).toEqual([9, 5, 8, 7, 6]);
  });

  it('puts a live notification in front of its kind, once', () => {
    const shown = [n(9, 'GLOBAL'), n(8, 'LIKE')];
    expect(addLive(shown, n(10, 'REPLY')).map((x) => x.id)).toEqual([9, 10, 8]);
    expect(addLive(shown, n(8, 'LIKE'))).toHaveLength(2);
  });

  it('marks one or all read', () => {
    const shown = [n(2, 'LIKE'), n(1, 'LIKE')];
    expect(markShownRead(shown, 1).map((x) => x.isRead)).toEqual([false, true]);
    expect(markShownRead(shown).every((x) => x.isRead)).toBe(true);
  });
});

describe('the notification text', () => {
  it('words each type as plain text', () => {
    expect(notificationText(n(1, 'LIKE'))).toBe('Ana Lima liked “Glacier”');
    expect(notificationText(n(1, 'LIKE', { groupCount: 4 }))).toBe(
      'Ana Lima and 3 more liked “Glacier”',
    );
    expect(notificationText(n(1, 'REPLY'))).toBe('Ana Lima replied to your comment on “Glacier”');
    expect(notificationText(n(1, 'FOLLOW', { actor: null }))).toBe('Someone started following you');
    expect(notificationText(n(1, 'GLOBAL', { message: '<b>Hi</b>' }))).toBe('<b>Hi</b>');
  });

  it('gives the age', () => {
    const at = 1_700_000_000;
    expect(notificationAge(at, at * 1000 + 30_000)).toBe('just now');
    expect(notificationAge(at, at * 1000 + 5 * 60_000)).toBe('5 min ago');
    expect(notificationAge(at, at * 1000 + 3 * 3_600_000)).toBe('3 h ago');
    expect(notificationAge(at, at * 1000 + 2 * 86_400_000)).toBe('2 d ago');
  });
});
