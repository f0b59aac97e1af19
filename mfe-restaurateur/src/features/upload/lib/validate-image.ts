import { LIMITS } from '@teranga/shared-ui';

export const IMAGE_MESSAGES = {
  notImage: 'Veuillez sélectionner une image',
  tooLarge: 'La taille du fichier ne doit pas dépasser 5MB',
  uploaded: 'Image téléchargée avec succès',
  uploadFailed: "Erreur lors du téléchargement de l'image",
} as const;

/** The client-side checks before an upload (the API checks the bytes again): null when fine. */
export function validateImage(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_MESSAGES.notImage;
  if (file.size > LIMITS.maxImageBytes) return IMAGE_MESSAGES.tooLarge;
  return null;
}
