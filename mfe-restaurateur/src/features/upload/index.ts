// The upload feature's surface for the forms of the other features.
export { useImageUploading } from './api/upload-image';
export { ImageUpload } from './components/image-upload';
