import { useMutation } from '@tanstack/react-query';
import { contractSchema, upload } from '../../../api/client';

export const postUpload = (file: Blob) =>
  upload('/app/comm/comm/upload', file, { schema: contractSchema((c) => c.ZUploaded) });

export function useUpload() {
  return useMutation({ mutationFn: postUpload });
}
