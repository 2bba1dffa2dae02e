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

function allowedTypes(allowPdf: boolean): readonly UploadType[] {
  return allowPdf ? [...UPLOAD_IMAGE_TYPES, UPLOAD_PDF_TYPE] : UPLOAD_IMAGE_TYPES;
}

// The MIME type decides; only a file the browser could not type is judged by its extension.
function isAllowedType(file: UploadFile, types: readonly UploadType[]): boolean {
  const mime = file.type.trim().toLowerCase();
  if (mime !== '') return types.some((type) => type.mime === mime);
  const name = file.name.toLowerCase();
  return types.some((type) => type.extensions.some((extension) => name.endsWith(extension)));
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
  if (!isAllowedType(file, allowedTypes(allowPdf))) {
    return allowPdf ? 'uploadCom.pdf' : 'uploadCom.typeCheck';
  }
  if (file.size >= UPLOAD_MAX_BYTES) return 'uploadCom.sizeCheck';
  return undefined;
}

/** The file input's `accept` attribute for the allowed types, MIME types and extensions. */
export function acceptAttribute({ allowPdf = false }: UploadRuleOptions = {}): string {
  return allowedTypes(allowPdf)
    .flatMap((type) => [type.mime, ...type.extensions])
    .join(',');
}
