import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../../shared/constants';
import {
  UPLOAD_IMAGE_TYPES,
  UPLOAD_PDF_TYPE,
  acceptAttribute,
  uploadMimeType,
  uploadRule,
} from '../../../../shared/validation';
import { isKnownResult } from './arbitraries';

const IMAGE_MIMES = UPLOAD_IMAGE_TYPES.map((type) => type.mime);
const IMAGE_EXTENSIONS = UPLOAD_IMAGE_TYPES.flatMap((type) => type.extensions);
const OTHER_MIMES = ['image/gif', 'image/webp', 'image/svg+xml', 'text/plain', 'application/zip'];

const baseName = fc.string({ minLength: 1, maxLength: 20 });
const underLimit = fc.integer({ min: 0, max: UPLOAD_MAX_BYTES - 1 });
const atOrOverLimit = fc.integer({ min: UPLOAD_MAX_BYTES, max: Number.MAX_SAFE_INTEGER });
const anySize = fc.oneof(underLimit, atOrOverLimit);
/** Upper-cases some letters, as file systems and browsers may. */
const anyCase = (value: string) =>
  fc
    .array(fc.boolean(), { minLength: value.length, maxLength: value.length })
    .map((flags) => [...value].map((c, i) => (flags[i] ? c.toUpperCase() : c)).join(''));
const otherMime = fc.oneof(
  fc.constantFrom(...OTHER_MIMES),
  fc.stringMatching(/^[a-z]+\/[a-z0-9.+-]+$/),
);

describe('uploadRule examples', () => {
  it.each([
    [{ name: 'licence.jpg', type: 'image/jpeg', size: 1024 }, {}, undefined],
    [{ name: 'licence.jpeg', type: 'image/jpeg', size: 1024 }, {}, undefined],
    [{ name: 'logo.png', type: 'image/png', size: UPLOAD_MAX_BYTES - 1 }, {}, undefined],
    [{ name: 'logo.PNG', type: '', size: 1024 }, {}, undefined],
    [{ name: 'scan.gif', type: 'image/gif', size: 1024 }, {}, 'uploadCom.typeCheck'],
    [{ name: 'contract.pdf', type: 'application/pdf', size: 1024 }, {}, 'uploadCom.typeCheck'],
    [{ name: 'contract.pdf', type: 'application/pdf', size: 1024 }, { allowPdf: true }, undefined],
    [{ name: 'contract.pdf', type: '', size: 1024 }, { allowPdf: true }, undefined],
    [{ name: 'scan.gif', type: 'image/gif', size: 1024 }, { allowPdf: true }, 'uploadCom.pdf'],
    [{ name: 'noextension', type: '', size: 1024 }, {}, 'uploadCom.typeCheck'],
    [{ name: 'photo.png', type: 'image/png', size: UPLOAD_MAX_BYTES }, {}, 'uploadCom.sizeCheck'],
    [
      { name: 'huge.gif', type: 'image/gif', size: UPLOAD_MAX_BYTES * 2 },
      {},
      'uploadCom.typeCheck',
    ],
  ])('should judge %j with %j as %j', (file, options, expected) => {
    expect(uploadRule(file, options)).toBe(expected);
  });

  it('should let the MIME type decide over the extension', () => {
    expect(uploadRule({ name: 'fake.png', type: 'image/gif', size: 1 })).toBe(
      'uploadCom.typeCheck',
    );
    expect(uploadRule({ name: 'photo', type: 'image/png', size: 1 })).toBeUndefined();
  });
});

describe('uploadMimeType', () => {
  it.each([
    [{ name: 'photo', type: 'image/png' }, {}, 'image/png'],
    [{ name: 'logo.JPG', type: '' }, {}, 'image/jpeg'],
    [{ name: 'scan.pdf', type: '' }, {}, undefined],
    [{ name: 'scan.pdf', type: '' }, { allowPdf: true }, 'application/pdf'],
    [{ name: 'fake.png', type: 'image/gif' }, { allowPdf: true }, undefined],
    [{ name: 'noextension', type: '' }, { allowPdf: true }, undefined],
  ])('should take %j with %j for %j', (file, options, expected) => {
    expect(uploadMimeType(file, options)).toBe(expected);
  });
});

describe('acceptAttribute', () => {
  it('should list the image MIME types and extensions', () => {
    expect(acceptAttribute()).toBe('image/jpeg,.jpeg,.jpg,image/png,.png');
  });

  it('should add pdf when allowed', () => {
    expect(acceptAttribute({ allowPdf: true })).toBe(
      'image/jpeg,.jpeg,.jpg,image/png,.png,application/pdf,.pdf',
    );
  });
});

describe('uploadRule properties', () => {
  it('should pass any allowed image under the limit, by MIME type or by extension', () => {
    fc.assert(
      fc.property(
        baseName,
        fc.constantFrom(...IMAGE_MIMES),
        fc.constantFrom(...IMAGE_EXTENSIONS).chain(anyCase),
        underLimit,
        fc.boolean(),
        fc.boolean(),
        (name, mime, extension, size, typed, allowPdf) => {
          const file = { name: name + extension, type: typed ? mime : '', size };
          expect(uploadRule(file, { allowPdf })).toBeUndefined();
        },
      ),
    );
  });

  it('should give uploadCom.sizeCheck for any allowed file of 10 MB or more', () => {
    fc.assert(
      fc.property(baseName, fc.constantFrom(...IMAGE_MIMES), atOrOverLimit, (name, type, size) => {
        expect(uploadRule({ name: `${name}.png`, type, size })).toBe('uploadCom.sizeCheck');
        expect(
          uploadRule({ name: `${name}.pdf`, type: UPLOAD_PDF_TYPE.mime, size }, { allowPdf: true }),
        ).toBe('uploadCom.sizeCheck');
      }),
    );
  });

  it('should reject any other MIME type before looking at the size, naming pdf when allowed', () => {
    fc.assert(
      fc.property(
        baseName,
        otherMime.filter((mime) => !IMAGE_MIMES.includes(mime) && mime !== UPLOAD_PDF_TYPE.mime),
        fc.constantFrom('', ...IMAGE_EXTENSIONS, '.pdf'),
        anySize,
        (name, type, extension, size) => {
          const file = { name: name + extension, type, size };
          expect(uploadRule(file)).toBe('uploadCom.typeCheck');
          expect(uploadRule(file, { allowPdf: true })).toBe('uploadCom.pdf');
        },
      ),
    );
  });

  it('should accept pdf only when allowed', () => {
    fc.assert(
      fc.property(baseName, underLimit, fc.boolean(), (name, size, typed) => {
        const file = { name: `${name}.pdf`, type: typed ? UPLOAD_PDF_TYPE.mime : '', size };
        expect(uploadRule(file)).toBe('uploadCom.typeCheck');
        expect(uploadRule(file, { allowPdf: true })).toBeUndefined();
      }),
    );
  });

  it('should judge an untyped file by its extension only', () => {
    fc.assert(
      fc.property(baseName, underLimit, (name, size) => {
        const allowed = IMAGE_EXTENSIONS.some((extension) =>
          name.toLowerCase().endsWith(extension),
        );
        expect(uploadRule({ name, type: '', size }) === undefined).toBe(allowed);
      }),
    );
  });

  it('should only return known message ids', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), anySize, fc.boolean(), (name, type, size, allowPdf) => {
        expect(isKnownResult(uploadRule({ name, type, size }, { allowPdf }))).toBe(true);
      }),
    );
  });
});
