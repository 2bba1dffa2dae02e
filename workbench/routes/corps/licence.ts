import type { CertLicence } from '../../../shared/payloads/cert';
import { uploadMimeType } from '../../../shared/validation';

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
          // The field let only an allowed type through (uploadRule), so one is found.
          type: uploadMimeType(file, { allowPdf: true }) ?? file.type,
          content: dataUrl.slice(dataUrl.indexOf(',') + 1),
        },
        dataUrl,
      });
    };
    reader.readAsDataURL(file);
  });
}
