import { Toast } from 'antd-mobile';
import { errorMessage } from '../api/errors';

export function toastError(error: unknown): void {
  Toast.show({ content: errorMessage(error), position: 'center' });
}

export function toastSuccess(content: string): void {
  Toast.show({ icon: 'success', content });
}
