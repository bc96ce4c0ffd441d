import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { SettingsService } from '../settings/service';
import { sniffImageType } from './image-type';
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

    /** Stores an image under a random name; anything that is not a JPEG, PNG, WebP or GIF is refused. */
    async saveImage(content: Buffer, owner: Owner): Promise<{ url: string }> {
      const type = sniffImageType(content.subarray(0, 16));
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

    /** An image a member names (avatar, voucher) must be one this member uploaded. */
    async assertOwnImage(url: string, owner: Owner, field = 'avatar'): Promise<void> {
      const name = url.startsWith(UPLOAD_URL_PREFIX) ? url.slice(UPLOAD_URL_PREFIX.length) : '';
      const upload = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/.test(name) ? await findUpload(db, name) : undefined;
      if (!upload || upload.owner_kind !== owner.kind || upload.owner_id !== owner.id) {
        fail('VALIDATION_FORMAT', { field });
      }
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
