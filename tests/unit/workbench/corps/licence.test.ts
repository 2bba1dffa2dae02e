import { describe, expect, it } from 'vitest';
import { readLicence } from '../../../../workbench/routes/corps/licence';

describe('readLicence', () => {
  it('should carry the file in base64 with its type, and give the preview its data URL', async () => {
    const file = new File(['%PDF-1.7'], '营业执照.pdf', { type: 'application/pdf' });
    const { licence, dataUrl } = await readLicence(file);
    expect(licence).toEqual({
      name: '营业执照.pdf',
      type: 'application/pdf',
      content: btoa('%PDF-1.7'),
    });
    expect(dataUrl).toBe(`data:application/pdf;base64,${btoa('%PDF-1.7')}`);
  });

  it('should name the type by the extension when the browser could not type the file', async () => {
    const { licence } = await readLicence(new File(['%PDF-1.7'], 'SCAN.PDF', { type: '' }));
    expect(licence.type).toBe('application/pdf');
  });
});
