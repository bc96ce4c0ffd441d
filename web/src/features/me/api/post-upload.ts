import { ZUploaded } from '@club/contract';
import { useMutation } from '@tanstack/react-query';
import { upload } from '../../../api/client';

export const postUpload = (file: Blob) => upload('/app/comm/comm/upload', file, { schema: ZUploaded });

export function useUpload() {
  return useMutation({ mutationFn: postUpload });
}
