// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assetUrl, fileUrl, staticUrl } from './asset-url';
import { env } from './env';

describe('asset URLs', () => {
  it('adds the version query on the configured host', () => {
    expect(assetUrl('https://static.chengchuan.example', 'img/a.png', '1.2.3')).toBe(
      'https://static.chengchuan.example/img/a.png?v=1.2.3',
    );
    expect(staticUrl('/app/a.apk')).toBe(
      `https://static.chengchuan.example/app/a.apk?v=${encodeURIComponent(env.version)}`,
    );
  });

  it('keeps an existing query and hash', () => {
    expect(assetUrl('https://h', '/a.png?x=1#top', '2')).toBe('https://h/a.png?x=1&v=2#top');
  });

  it('asks the file host for a sized image', () => {
    expect(fileUrl('/qr/s1.png', { width: 80, height: 80, quality: 1 })).toMatch(
      /^https:\/\/files\.chengchuan\.example\/qr\/s1\.png\?v=.+&w=80&h=80&q=1$/,
    );
  });
});
