import type { FormInstance } from 'antd';

/**
 * The form's values when every rule passes, else null: antd has already put each message under its
 * field, so a failed check is not an error for the caller to throw on.
 */
export async function validated<T>(form: FormInstance<T>): Promise<T | null> {
  try {
    return await form.validateFields();
  } catch {
    return null;
  }
}
