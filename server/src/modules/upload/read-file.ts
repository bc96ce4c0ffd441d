import type { FastifyRequest } from 'fastify';
import { fail } from '../../kernel/errors';

/**
 * The one file of a multipart request, refused with a translated error when missing or larger than
 * `maxBytes` (the setting in force now: this request's limit replaces the plugin's, read at start).
 * A file cut at the limit is refused, never kept: `toBuffer` only throws when a chunk arrives after
 * the cut, so a file whose limit falls at the end of a network read comes back whole-looking and
 * `truncated` is what tells.
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const file = await request.file({ limits: { fileSize: maxBytes } });
  if (!file) fail('UPLOAD_MISSING');
  const tooLarge = () => fail('UPLOAD_TOO_LARGE', { maxKb: Math.floor(maxBytes / 1024) });
  const content = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') tooLarge();
    throw error;
  });
  if (file.file.truncated) tooLarge();
  return content;
}
