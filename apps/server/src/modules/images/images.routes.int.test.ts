import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, type TestContext, useTestContext } from '../../../test/helper.js';

let ctx: TestContext;
let url: string;

beforeAll(async () => {
  ctx = await useTestContext();
  const user = await ctx.signUp();
  // Half-transparent: the JPEG rendition has no alpha and is flattened onto white.
  const png = await sharp({
    create: { width: 400, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer();
  const res = await ctx.request({
    method: 'POST',
    url: '/api/images',
    token: user.token,
    ...multipartFile('cover.png', png, { contentType: 'image/png' }),
  });
  url = res.json().secure_url;
});

describe('GET /api/images/:id?format=jpeg', () => {
  it('answers the stored WebP without a format, and a JPEG rendition of the image and of its thumbnail with one', async () => {
    const webp = await ctx.request({ method: 'GET', url });
    expect(webp.headers['content-type']).toBe('image/webp');

    for (const [path, width] of [
      [url, 400],
      [`${url}/thumb`, 320],
    ] as const) {
      const res = await ctx.request({ method: 'GET', url: `${path}?format=jpeg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width, hasAlpha: false });
      const { dominant } = await sharp(res.rawPayload).stats();
      expect(dominant).toEqual({ r: 248, g: 248, b: 248 });

      // Its own ETag, and a 304 on a match without converting again.
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/-j"$/);
      const again = await ctx.request({
        method: 'GET',
        url: `${path}?format=jpeg`,
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('answers the same bytes from its cache, and refuses formats it does not make', async () => {
    const first = await ctx.request({ method: 'GET', url: `${url}?format=jpeg` });
    const second = await ctx.request({ method: 'GET', url: `${url}?format=jpeg` });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await ctx.request({ method: 'GET', url: `${url}?format=gif` })).statusCode).toBe(400);
    expect(
      (
        await ctx.request({
          method: 'GET',
          url: '/api/images/00000000-0000-4000-8000-000000000000?format=jpeg',
        })
      ).statusCode,
    ).toBe(404);
  });
});
