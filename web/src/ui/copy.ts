import { t } from '../i18n';
import { showToast } from './toast';

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Plain-http pages and older webviews have no async clipboard: the selection fallback.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy command refused');
}

/** Copies and says so: "Content copied" or "Copy failed" (spec §8). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await writeClipboard(text);
    void showToast({ content: t('common.contentCopied') });
    return true;
  } catch {
    void showToast({ content: t('common.copyFailed') });
    return false;
  }
}
