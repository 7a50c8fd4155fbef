import { describe, expect, it } from 'vitest';
import { noScenesMessage } from './no-scenes-message';

describe('noScenesMessage', () => {
  it('keeps the spec text only when no scene covers the area (R-428)', () => {
    expect(noScenesMessage({ kind: 'outside-coverage' }, '2026-10-01', '2026-10-31')).toBe(
      'No data available. Please select a different area.',
    );
  });

  it('blames the dates, naming the newest scene, when the area is covered', () => {
    expect(
      noScenesMessage(
        { kind: 'no-scenes-in-dates', newestDay: '2020-02-19' },
        '2026-10-01',
        '2026-10-31',
      ),
    ).toBe(
      'No data available: no scenes over this area from 1 Oct 2026 to 31 Oct 2026. The newest scene here is from 19 Feb 2020: change the dates.',
    );
  });

  it('blames the cloud limit when every scene is too cloudy', () => {
    expect(
      noScenesMessage(
        { kind: 'too-cloudy', scenes: 3, maxCloudCover: 10 },
        '2020-02-01',
        '2020-02-29',
      ),
    ).toBe(
      'No data available: all 3 scenes in these dates have more than 10% cloud cover. Raise the maximum cloud cover.',
    );
    expect(
      noScenesMessage(
        { kind: 'too-cloudy', scenes: 1, maxCloudCover: 2 },
        '2020-02-01',
        '2020-02-29',
      ),
    ).toContain('the only scene in these dates has more than 2% cloud cover');
  });
});
