import { useMutation } from '@tanstack/react-query';
import { contractSchema, upload } from '../../api/client';

/** One image, as multipart `file`; shared by the avatar (my information) and the recharge voucher. */
export const postUpload = (file: Blob) =>
  upload('/app/comm/comm/upload', file, { schema: contractSchema('comm', (c) => c.ZUploaded) });

export function useUpload() {
  return useMutation({ mutationFn: postUpload });
}
