import { describe, expect, it } from 'vitest';
import { BASEMAPS } from '@unfurl/map-ol';
import { readAtlasConfig, servedAboutUrl } from './config';

describe('readAtlasConfig', () => {
  it('names the API, sentinel and avatar service bases and the map tile sources (R-169)', () => {
    const config = readAtlasConfig({});
    expect(config.apiBase).toBe('/');
    expect(config.sentinelBase).toBe('/imagery/');
    expect(config.avatarBase).toBe('/avatars/');
    expect(Object.keys(config.tileSources).sort()).toEqual([...BASEMAPS].sort());
    for (const key of BASEMAPS) {
      expect(config.tileSources[key].length).toBeGreaterThan(0);
      for (const source of config.tileSources[key])
        expect(source.url).toMatch(/^https:\/\/.+\{z\}/);
    }
  });

  it('takes each base from the build-time environment', () => {
    const config = readAtlasConfig({
      VITE_API_BASE: 'https://api.example/',
      VITE_SENTINEL_BASE: 'https://imagery.example/',
      VITE_AVATAR_BASE: 'https://avatars.example/',
    });
    expect(config).toMatchObject({
      apiBase: 'https://api.example/',
      sentinelBase: 'https://imagery.example/',
      avatarBase: 'https://avatars.example/',
    });
  });
});

describe('servedAboutUrl', () => {
  const page = (head: string) =>
    new DOMParser().parseFromString(`<head>${head}</head>`, 'text/html');

  it('reads the about site the serving API wrote into index.html', () => {
    expect(
      servedAboutUrl(page('<meta name="unfurl-about-url" content="https://about.example.org">')),
    ).toBe('https://about.example.org');
  });

  it('is undefined when the page names none or an empty one (Vite dev)', () => {
    expect(servedAboutUrl(page('<meta name="theme-color" content="#000">'))).toBeUndefined();
    expect(servedAboutUrl(page('<meta name="unfurl-about-url" content=" ">'))).toBeUndefined();
  });
});
