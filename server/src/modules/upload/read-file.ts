import type { FastifyRequest } from 'fastify';
import { fail } from '../../kernel/errors';

/** The one file of a multipart request, refused with a translated error when missing or too large. */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const file = await request.file({ limits: { fileSize: maxBytes } });
  if (!file) fail('UPLOAD_MISSING');
  return file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      fail('UPLOAD_TOO_LARGE', { maxKb: Math.floor(maxBytes / 1024) });
    throw error;
  });
}
