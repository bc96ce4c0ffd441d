// The tables this module owns; `db/schema.ts` puts every module's together into `Database`.
import type { Generated } from 'kysely';

export type UploadTables = {
  uploads: UploadsTable;
};

export type UploadsTable = {
  id: Generated<number>;
  file_name: string;
  mime: string;
  size: number;
  owner_kind: string;
  owner_id: number;
  created_at: number;
  /** 1: readable only by its owner and operators allowed to see it (recharge vouchers). */
  private: Generated<number>;
  /** An image's pixel size, upright; null for a video, a GIF, an animation or a file that did not decode. */
  width: number | null;
  height: number | null;
  /**
   * The widths of the WebP copies written beside an image, comma-separated ('' when it has none:
   * GIF, video, undecodable); null for an upload from before copies, until one is asked for.
   */
  variants: string | null;
};
