import {
  ALBUM_NAME_MAX,
  ZChatAlbumAddBody,
  ZChatAlbumMediaAddBody,
  ZChatAlbumUpdateBody,
} from '@club/contract';
import { describe, expect, it } from 'vitest';
import { textProblem } from '../../ui/use-text-rule';
import { mediaKindOf, toMediaAddBody } from './album-values';

describe('album bodies', () => {
  it('takes the contract’s bound on names, and checks them as the server will', () => {
    expect(ALBUM_NAME_MAX).toBe(50);
    const opts = { max: ALBUM_NAME_MAX, multiLine: false, required: true };
    expect(textProblem('  ', opts)).toBe('required');
    expect(textProblem('x'.repeat(51), opts)).toBe('tooLong');
    expect(textProblem('Premiere\nnight', opts)).toBe('characters');
    expect(textProblem(' Premiere night ', opts)).toBeNull();
    expect(ZChatAlbumAddBody.safeParse({ roomId: 3, name: 'Premiere night' }).success).toBe(true);
    expect(ZChatAlbumUpdateBody.safeParse({ id: 4, name: 'Premiere night' }).success).toBe(true);
  });

  it('names the kind of an upload by the extension the server gave it', () => {
    expect(mediaKindOf('/uploads/0123456789abcdef0123456789abcdef.mp4')).toBe('video');
    expect(mediaKindOf('/uploads/0123456789abcdef0123456789abcdef.webm')).toBe('video');
    expect(mediaKindOf('/uploads/0123456789abcdef0123456789abcdef.png')).toBe('image');
    expect(mediaKindOf('/uploads/0123456789abcdef0123456789abcdef.jpg')).toBe('image');
    const body = toMediaAddBody(9, '/uploads/0123456789abcdef0123456789abcdef.webm');
    expect(body).toEqual({
      albumId: 9,
      kind: 'video',
      url: '/uploads/0123456789abcdef0123456789abcdef.webm',
    });
    expect(ZChatAlbumMediaAddBody.safeParse(body).success).toBe(true);
  });
});
