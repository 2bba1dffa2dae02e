import type { CertLicence } from '../../../shared/payloads/cert';
import { UPLOAD_IMAGE_TYPES, UPLOAD_PDF_TYPE } from '../../../shared/validation';

/** The MIME type of a file the browser could not type, from its extension (as uploadRule judged it). */
function mimeOf(file: File): string {
  if (file.type) return file.type;
  const name = file.name.toLowerCase();
  return (
    [...UPLOAD_IMAGE_TYPES, UPLOAD_PDF_TYPE].find((type) =>
      type.extensions.some((extension) => name.endsWith(extension)),
    )?.mime ?? ''
  );
}

/**
 * Reads a chosen business licence into what an entry carries (its name, type and base64 bytes,
 * by the browser's own data-URL encoding) and the data URL the field previews it by.
 */
export function readLicence(file: File): Promise<{ licence: CertLicence; dataUrl: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error(`${file.name} could not be read`));
    reader.onload = () => {
      // readAsDataURL always gives a string.
      const dataUrl = reader.result as string;
      resolve({
        licence: {
          name: file.name,
          type: mimeOf(file),
          content: dataUrl.slice(dataUrl.indexOf(',') + 1),
        },
        dataUrl,
      });
    };
    reader.readAsDataURL(file);
  });
}
