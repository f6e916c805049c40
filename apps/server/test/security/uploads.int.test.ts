import { crc32 } from 'node:zlib';
import { ACCOUNT_MESSAGES, IMAGE_MAX_BYTES, IMAGE_UPLOAD_MESSAGES } from '@quire/shared';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { images, users } from '../../src/db/schema.js';
import { randomPng } from '../faults/harness/workload.js';
import { type TestContext, type TestUser, useTestContext } from '../helper.js';

/**
 * Hostile uploads to both image routes (POST /api/images field "file", POST /api/auth/user/avatar
 * field "avatar"): refused with a clear message, and nothing stored (rows in `images`, the
 * user's avatar). File names are never trusted or used.
 */
let ctx: TestContext;
let user: TestUser;
beforeAll(async () => {
  ctx = await useTestContext();
  user = await ctx.signUp();
});

function multipart(parts: { field: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = `----quire${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"${disposition}\r\n` +
          `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header claims width × height (no pixel data): decoding it would need gigabytes. */
function pngClaiming(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(6, 9); // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const SVG_WITH_SCRIPT = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>`;
const HTML_AS_GIF = `GIF89a<html><body><script>alert(1)</script></body></html>`;

interface HostileUpload {
  name: string;
  filename: string;
  type: string;
  data: () => Buffer | string;
  /** Status for the cover route, and the message; the avatar route may word 413/400 its own way. */
  status: number[];
  message: string[];
}

const CASES: HostileUpload[] = [
  {
    name: 'text with a .png name and an image type (wrong magic bytes)',
    filename: 'cover.png',
    type: 'image/png',
    data: () => 'just some text pretending to be a picture',
    status: [415],
    message: [IMAGE_UPLOAD_MESSAGES.notAnImage],
  },
  {
    name: 'an SVG with a script',
    filename: 'cover.svg',
    type: 'image/svg+xml',
    data: () => SVG_WITH_SCRIPT,
    status: [415],
    message: [IMAGE_UPLOAD_MESSAGES.notAnImage],
  },
  {
    name: 'an SVG labelled as a PNG',
    filename: 'cover.png',
    type: 'image/png',
    data: () => SVG_WITH_SCRIPT,
    status: [415],
    message: [IMAGE_UPLOAD_MESSAGES.notAnImage],
  },
  {
    name: 'HTML behind GIF magic bytes (a polyglot)',
    filename: 'cover.gif',
    type: 'image/gif',
    data: () => HTML_AS_GIF,
    status: [415],
    message: [IMAGE_UPLOAD_MESSAGES.notAnImage],
  },
  {
    name: 'PNG magic bytes followed by garbage',
    filename: 'cover.png',
    type: 'image/png',
    data: () =>
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(512, 7)]),
    status: [415],
    message: [IMAGE_UPLOAD_MESSAGES.notAnImage],
  },
  {
    name: 'an empty file',
    filename: 'empty.png',
    type: 'image/png',
    data: () => Buffer.alloc(0),
    status: [400, 415],
    message: [
      IMAGE_UPLOAD_MESSAGES.notAnImage,
      IMAGE_UPLOAD_MESSAGES.badParameters,
      ACCOUNT_MESSAGES.avatarMissing,
    ],
  },
  {
    name: 'a file over 5 MB',
    filename: 'huge.png',
    type: 'image/png',
    data: () => Buffer.concat([pngClaiming(100, 100), Buffer.alloc(IMAGE_MAX_BYTES + 1024, 1)]),
    status: [413],
    message: [IMAGE_UPLOAD_MESSAGES.tooLarge, ACCOUNT_MESSAGES.avatarTooLarge],
  },
  {
    name: 'a 20000×20000 PNG (pixel bomb)',
    filename: 'bomb.png',
    type: 'image/png',
    data: () => pngClaiming(20_000, 20_000),
    status: [415, 422],
    message: [IMAGE_UPLOAD_MESSAGES.tooManyPixels, IMAGE_UPLOAD_MESSAGES.notAnImage],
  },
  {
    name: 'text with a path-traversal file name',
    filename: '../../../../etc/passwd',
    type: 'text/plain',
    data: () => 'root:x:0:0:root:/root:/bin/bash',
    status: [415],
    message: [IMAGE_UPLOAD_MESSAGES.notAnImage],
  },
  {
    name: 'text with a Windows path and NUL in the file name',
    filename: '..\\..\\windows\\win.ini%00.png',
    type: 'image/png',
    data: () => '[fonts]',
    status: [415],
    message: [IMAGE_UPLOAD_MESSAGES.notAnImage],
  },
];

const ROUTES = [
  // The cover route takes the first file whatever its field is called (lenient, not unsafe).
  { url: '/api/images', field: 'file', checksFieldName: false },
  { url: '/api/auth/user/avatar', field: 'avatar', checksFieldName: true },
] as const;

const imageRows = async () => (await ctx.database.db.select({ n: count() }).from(images))[0]!.n;
const avatarOf = async (id: string) =>
  (await ctx.database.db.select({ avatar: users.avatarImageId }).from(users).where(eq(users.id, id)))[0]
    ?.avatar;

describe.each(ROUTES)('hostile uploads to POST $url', ({ url, field, checksFieldName }) => {
  it.each(CASES)('refuses $name and stores nothing', async (upload) => {
    const before = await imageRows();
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const res = await ctx.request({
      method: 'POST',
      url,
      token: user.token,
      ...multipart([{ field, filename: upload.filename, type: upload.type, data: upload.data() }]),
    });
    expect(upload.status, res.body).toContain(res.statusCode);
    expect(upload.message).toContain(res.json().message);
    expect(res.body).not.toMatch(/passwd|win\.ini|\.\.\//);
    expect(await imageRows()).toBe(before);
    expect(await avatarOf(user.id)).toBeNull();
    // Refused from the header alone: quickly, and without decoding 400 megapixels.
    expect(performance.now() - started).toBeLessThan(5000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(256 * 1024 * 1024);
  });

  if (checksFieldName)
    it('refuses an image under another field name', async () => {
      const before = await imageRows();
      const wrongField = await ctx.request({
        method: 'POST',
        url,
        token: user.token,
        ...multipart([
          { field: 'not-the-field', filename: 'a.png', type: 'image/png', data: await randomPng() },
        ]),
      });
      expect(wrongField.statusCode).toBe(400);
      expect(await imageRows()).toBe(before);
      expect(await avatarOf(user.id)).toBeNull();
    });

  it('refuses a JSON body and a wrong content type', async () => {
    const before = await imageRows();
    const json = await ctx.request({
      method: 'POST',
      url,
      token: user.token,
      payload: { file: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    const text = await ctx.request({
      method: 'POST',
      url,
      token: user.token,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expect(await imageRows()).toBe(before);
    expect(await avatarOf(user.id)).toBeNull();
  });
});

describe('what an accepted upload becomes', () => {
  it('ignores the file name: a real image named with path tricks is stored by content under an opaque URL', async () => {
    const other = await ctx.signUp();
    for (const { url, field } of ROUTES) {
      const res = await ctx.request({
        method: 'POST',
        url,
        token: other.token,
        ...multipart([
          { field, filename: '../../../tmp/evil"name.png', type: 'text/html', data: await randomPng() },
        ]),
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(res.body).not.toMatch(/evil|\.\.\/|tmp/);
      const served = res.json().secure_url ?? res.json().avatarUrl;
      expect(served).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
      const image = await ctx.request({ method: 'GET', url: served });
      expect(image.statusCode).toBe(200);
      // Re-encoded: always WebP, never the declared type, and never sniffed into HTML.
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.headers['content-security-policy']).toBeDefined();
      expect(image.headers['content-disposition'] ?? '').not.toMatch(/evil/);
    }
  });
});
