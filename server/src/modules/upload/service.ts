import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { SettingsService } from '../settings/service';
import { sniffImageType, sniffVideoType } from './image-type';
import { findUpload, insertUpload, markPublic } from './repo';

export const UPLOAD_URL_PREFIX = '/uploads/';

/** The names `saveImage` gives: 32 random hex digits and the type's extension. */
const IMAGE_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;
const VIDEO_NAME = /^[0-9a-f]{32}\.(mp4|webm)$/;

const HOUR_MS = 3_600_000;

export type Owner = { kind: 'member' | 'admin'; id: number };

/**
 * Uploads and who may read them. Operators' uploads (posters, stills, trailers, content images)
 * are public; a member's upload is private (a bank receipt shows their name and account) until
 * it becomes their avatar. A private file is served only through a link signed with `key` that
 * expires: views hand such links to the member who owns the file and to operators allowed to see it.
 */
export function createUploadService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  dir: string;
  key: Buffer;
}) {
  const { db, clock, settings, dir, key } = deps;
  const nameOf = (url: string) =>
    url.startsWith(UPLOAD_URL_PREFIX) ? url.slice(UPLOAD_URL_PREFIX.length) : '';
  const signature = (name: string, exp: number) =>
    createHmac('sha256', key).update(`${name}:${exp}`).digest();

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
        private: owner.kind === 'member' ? 1 : 0,
      });
      return { url: `${UPLOAD_URL_PREFIX}${fileName}` };
    },

    /**
     * A file a request names must be one its caller may use: a member's own upload (avatar,
     * voucher), or for operators any operator's upload (project media), of the expected kind.
     */
    async assertOwnImage(url: string, owner: Owner, field = 'avatar', kind: 'image' | 'video' = 'image') {
      const name = nameOf(url);
      const pattern = kind === 'image' ? IMAGE_NAME : VIDEO_NAME;
      const upload = pattern.test(name) ? await findUpload(db, name) : undefined;
      const allowed = owner.kind === 'admin' ? upload?.owner_kind === 'admin' : upload?.owner_id === owner.id;
      if (!upload || upload.owner_kind !== owner.kind || !allowed) fail('VALIDATION_FORMAT', { field });
    },

    /** Readable by anyone from now on: a member's upload that became their avatar. */
    async makePublic(url: string) {
      await markPublic(db, nameOf(url));
    },

    /**
     * A stored `/uploads/<name>` as a link that reads it even when private, valid for one to two
     * hours: the expiry is rounded to the hour, so the same file keeps the same link (and the
     * browser's cached copy) while a page is re-read.
     */
    signedUrl(url: string) {
      const name = nameOf(url);
      const exp = ((Math.floor(clock.now() / HOUR_MS) + 2) * HOUR_MS) / 1000;
      return `${UPLOAD_URL_PREFIX}${name}?exp=${exp}&sig=${signature(name, exp).toString('hex')}`;
    },

    /** The stored file a request may read: public, or private with an unexpired signature. */
    async readable(name: string, link: { exp?: string; sig?: string }) {
      if (!IMAGE_NAME.test(name) && !VIDEO_NAME.test(name)) return undefined;
      const upload = await findUpload(db, name);
      if (!upload || upload.private === 0) return upload;
      const exp = Number(link.exp);
      if (!Number.isSafeInteger(exp) || exp * 1000 <= clock.now()) return undefined;
      const given = Buffer.from(link.sig ?? '', 'hex');
      const expected = signature(name, exp);
      return given.length === expected.length && timingSafeEqual(given, expected) ? upload : undefined;
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
