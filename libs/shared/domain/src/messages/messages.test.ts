import { describe, expect, it } from 'vitest';
import { MESSAGES, fetchNotificationsFailed } from './messages';

describe('messages', () => {
  it('reads the compressed failure list as full sentences (ruling 2)', () => {
    expect(MESSAGES.fetchDomainUsers).toBe('Failed to fetch domain users');
    expect(MESSAGES.deleteDrawProject).toBe('Failed to delete draw project');
    expect(fetchNotificationsFailed('timeout')).toBe('Failed to fetch notifications: timeout');
    expect(MESSAGES.somethingWentWrong).toBe('Something went wrong.');
    for (const m of Object.values(MESSAGES)) expect(m.length).toBeGreaterThan(5);
  });
});
