export { Upload } from './upload';
export type { UploadProps, UploadedFile } from './upload';
