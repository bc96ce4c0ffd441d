import { type ApiResponse, request } from './client';
import type { TestApp } from './harness';

/** A multipart/form-data body with one file field, as a browser sends it. */
export function multipartFile(content: Buffer, fileName: string, contentType: string, field = 'file') {
  const boundary = `----clubtest${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A file sent to an upload call as a browser sends it; the member app's `comm/comm/upload` unless `url` says. */
export function uploadFile(
  t: TestApp,
  token: string | undefined,
  file: { content: Buffer; name?: string; type?: string },
  url = '/api/app/comm/comm/upload',
): Promise<ApiResponse<{ url: string }>> {
  const form = multipartFile(file.content, file.name ?? 'a.png', file.type ?? 'image/png');
  return request(t, 'POST', url, {
    token,
    body: form.payload,
    headers: { 'content-type': form.contentType },
  });
}
