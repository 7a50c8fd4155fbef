import { describe, expect, it } from 'vitest';
import { readImageryAddress, writeImageryAddress } from './imagery-address';

describe('imagery address', () => {
  it('writes the search beside the other keys and reads it back', () => {
    const search = writeImageryAddress('?pos=24.8,-11.45,8', {
      area: [-12, 24.3, -10.9, 25.3],
      startDay: '2020-02-01',
      endDay: '2020-02-29',
      day: '2020-02-19',
      scriptId: 'FALSE_COLOR',
      opacity: 0.4,
      maxCloudCover: 30,
      footprintsShown: false,
    });
    expect(search).toBe(
      '?pos=24.8,-11.45,8&area=-12,24.3,-10.9,25.3&from=2020-02-01&to=2020-02-29&day=2020-02-19&script=FALSE_COLOR&opacity=40&cc=30&footprints=off',
    );
    expect(readImageryAddress(search)).toEqual({
      area: [-12, 24.3, -10.9, 25.3],
      startDay: '2020-02-01',
      endDay: '2020-02-29',
      day: '2020-02-19',
      scriptId: 'FALSE_COLOR',
      opacity: 0.4,
      maxCloudCover: 30,
      footprintsShown: false,
    });
  });

  it('leaves defaults out and removes what is gone', () => {
    const full = '?area=1,2,3,4&from=2020-01-01&to=2020-01-31&day=2020-01-05&script=X&opacity=50';
    expect(
      writeImageryAddress(full, { opacity: 1, maxCloudCover: 100, footprintsShown: true }),
    ).toBe('');
  });

  it('ignores malformed values', () => {
    expect(
      readImageryAddress('?area=1,2,x,4&from=yesterday&day=2020-1-5&script=<b>&opacity=300&cc=-1'),
    ).toEqual({});
  });
});
