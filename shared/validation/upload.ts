import { UPLOAD_MAX_BYTES } from '../constants';
import type { ValidationMessageId } from './messages';

/** One allowed upload type: its MIME type and the file-name extensions that stand for it. */
export interface UploadType {
  mime: string;
  extensions: readonly string[];
}

/** The image types every upload accepts (docs/product.md §5: jpeg, png, jpg). */
export const UPLOAD_IMAGE_TYPES: readonly UploadType[] = [
  { mime: 'image/jpeg', extensions: ['.jpeg', '.jpg'] },
  { mime: 'image/png', extensions: ['.png'] },
];

/** PDF, accepted only when an upload enables it. */
export const UPLOAD_PDF_TYPE: UploadType = { mime: 'application/pdf', extensions: ['.pdf'] };

/** The file facts the rule reads; a browser File has them all. */
export interface UploadFile {
  name: string;
  /** The MIME type; empty when the browser does not know it. */
  type: string;
  /** Size in bytes. */
  size: number;
}

export interface UploadRuleOptions {
  /** Accept PDF files as well as images. @default false */
  allowPdf?: boolean;
}

/** The types an upload accepts: the images, and PDF when it is allowed. */
export function allowedUploadTypes({
  allowPdf = false,
}: UploadRuleOptions = {}): readonly UploadType[] {
  return allowPdf ? [...UPLOAD_IMAGE_TYPES, UPLOAD_PDF_TYPE] : UPLOAD_IMAGE_TYPES;
}

/**
 * The allowed MIME type a file is taken for, or undefined when it is none of them. The browser's
 * type decides; only a file the browser could not type is judged by its extension.
 */
export function uploadMimeType(
  file: Pick<UploadFile, 'name' | 'type'>,
  options: UploadRuleOptions = {},
): string | undefined {
  const types = allowedUploadTypes(options);
  const mime = file.type.trim().toLowerCase();
  if (mime !== '') return types.find((type) => type.mime === mime)?.mime;
  const name = file.name.toLowerCase();
  return types.find((type) => type.extensions.some((extension) => name.endsWith(extension)))?.mime;
}

/**
 * The upload rule of docs/product.md §5. A type outside jpeg/png (plus pdf when allowed) gives
 * 'uploadCom.typeCheck', or 'uploadCom.pdf' when pdf is allowed (that message names pdf); then a
 * size of UPLOAD_MAX_BYTES or more gives 'uploadCom.sizeCheck'.
 */
export function uploadRule(
  file: UploadFile,
  { allowPdf = false }: UploadRuleOptions = {},
): ValidationMessageId | undefined {
  if (uploadMimeType(file, { allowPdf }) === undefined) {
    return allowPdf ? 'uploadCom.pdf' : 'uploadCom.typeCheck';
  }
  if (file.size >= UPLOAD_MAX_BYTES) return 'uploadCom.sizeCheck';
  return undefined;
}

/** The file input's `accept` attribute for the allowed types, MIME types and extensions. */
export function acceptAttribute({ allowPdf = false }: UploadRuleOptions = {}): string {
  return allowedUploadTypes({ allowPdf })
    .flatMap((type) => [type.mime, ...type.extensions])
    .join(',');
}
