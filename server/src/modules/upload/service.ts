import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { SettingsService } from '../settings/service';
import { sniffImageType, sniffVideoType } from './image-type';
import { findUpload, insertUpload } from './repo';

export const UPLOAD_URL_PREFIX = '/uploads/';

export type Owner = { kind: 'member' | 'admin'; id: number };

export function createUploadService(deps: { db: Db; clock: Clock; settings: SettingsService; dir: string }) {
  const { db, clock, settings, dir } = deps;
  return {
    dir,

    async maxBytes() {
      return (await settings.all()).uploadMaxBytes;
    },

    /**
     * Stores an image (or, for operators' trailers, an MP4 or WebM clip) under a random name; any
     * other content is refused, whatever its name or declared type.
     */
    async saveImage(content: Buffer, owner: Owner, allowVideo = false): Promise<{ url: string }> {
      const head = content.subarray(0, 16);
      const type = sniffImageType(head) ?? (allowVideo ? sniffVideoType(head) : undefined);
      if (!type) fail('UPLOAD_TYPE');
      const fileName = `${randomBytes(16).toString('hex')}.${type.ext}`;
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, fileName), content, { flag: 'wx' });
      await insertUpload(db, {
        file_name: fileName,
        mime: type.mime,
        size: content.length,
        owner_kind: owner.kind,
        owner_id: owner.id,
        created_at: clock.now(),
      });
      return { url: `${UPLOAD_URL_PREFIX}${fileName}` };
    },

    /**
     * A file a request names must be one its caller may use: a member's own upload (avatar,
     * voucher), or for operators any operator's upload (project media), of the expected kind.
     */
    async assertOwnImage(url: string, owner: Owner, field = 'avatar', kind: 'image' | 'video' = 'image') {
      const name = url.startsWith(UPLOAD_URL_PREFIX) ? url.slice(UPLOAD_URL_PREFIX.length) : '';
      const pattern = kind === 'image' ? /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/ : /^[0-9a-f]{32}\.(mp4|webm)$/;
      const upload = pattern.test(name) ? await findUpload(db, name) : undefined;
      const allowed = owner.kind === 'admin' ? upload?.owner_kind === 'admin' : upload?.owner_id === owner.id;
      if (!upload || upload.owner_kind !== owner.kind || !allowed) fail('VALIDATION_FORMAT', { field });
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
