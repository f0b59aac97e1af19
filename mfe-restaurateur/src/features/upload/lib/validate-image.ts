import { LIMITS } from '@teranga/shared-ui';
import { tr } from '../../../i18n';

/** Why a picked file is refused, in the page's language when read. */
export const IMAGE_MESSAGES = {
  get notImage() {
    return tr('upload.notImage');
  },
  get tooLarge() {
    return tr('upload.tooLarge');
  },
};

/** The client-side checks before an upload (the API checks the bytes again): null when fine. */
export function validateImage(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_MESSAGES.notImage;
  if (file.size > LIMITS.maxImageBytes) return IMAGE_MESSAGES.tooLarge;
  return null;
}
