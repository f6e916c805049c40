import type { FastifyReply } from 'fastify';

/** The media type of an EPUB file (its `mimetype` entry, its downloads, its OPDS links). */
export const EPUB_MEDIA_TYPE = 'application/epub+zip';

/** An EPUB ready to send: its bytes and the `Content-Disposition` naming it. */
export interface EpubDownload {
  bytes: Uint8Array;
  contentDisposition: string;
}

/**
 * Sends an EPUB as a download that no shared cache keeps (drafts are private): the book page's
 * export and the OPDS acquisition link answer the same way.
 */
export function sendEpub(reply: FastifyReply, file: EpubDownload) {
  return reply
    .header('Content-Type', EPUB_MEDIA_TYPE)
    .header('Content-Disposition', file.contentDisposition)
    .header('Content-Length', file.bytes.byteLength)
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}
