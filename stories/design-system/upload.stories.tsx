import { expect, fn, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview';
import { visualParameters } from '../../.storybook/modes';
import { Upload, type UploadedFile } from '../../design-system/components/upload';
import { businessLicenceImage } from './fixtures/business-licence';

const licence: UploadedFile = {
  name: '营业执照-华南示范科技有限公司.png',
  url: businessLicenceImage,
  type: 'image/png',
};
const neverSettles = () => new Promise<UploadedFile>(() => undefined);

const meta = preview.meta({
  title: 'Design system/Upload',
  component: Upload,
  args: { label: '营业执照', onUpload: fn(() => Promise.resolve(licence)), onChange: fn() },
});

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

export const Empty = meta.story({ parameters: { ...visualParameters({ allLocales: true }) } });

/** The form asks for a file it requires (the certification's licence) until one is chosen. */
export const Required = meta.story({
  args: { allowPdf: true, error: '请添加营业执照：照片、扫描件或 PDF 文件。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请添加营业执照');
  },
});

export const PdfAllowed = meta.story({ args: { allowPdf: true, label: '授权书（图片或 PDF）' } });

export const Uploading = meta.story({
  args: { onUpload: fn(neverSettles) },
  play: async ({ args, canvasElement, canvas }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['x'], 'licence.png', { type: 'image/png' }),
    );
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: /上传中|Uploading/ })).toBeDisabled();
  },
});

export const Uploaded = meta.story({
  play: async ({ args, canvasElement, canvas }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['x'], 'licence.png', { type: 'image/png' }),
    );
    await expect(await canvas.findByRole('img', { name: licence.name })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledWith({ value: licence });
  },
});

export const UploadedPdf = meta.story({
  args: {
    allowPdf: true,
    value: { name: '法人授权委托书.pdf', url: '/files/authorisation.pdf', type: 'application/pdf' },
  },
});

export const Removed = meta.story({
  args: { value: undefined },
  play: async ({ args, canvasElement, canvas }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['x'], 'licence.png', { type: 'image/png' }),
    );
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(licence.name) }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: undefined });
    await expect(canvas.getByRole('button', { name: /选择文件|Choose a file/ })).toBeVisible();
  },
});

export const WrongType = meta.story({
  play: async ({ args, canvasElement, canvas }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['x'], 'photo.gif', { type: 'image/gif' }),
      {
        applyAccept: false,
      },
    );
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
});

export const WrongTypeWithPdf = meta.story({
  args: { allowPdf: true },
  play: async ({ args, canvasElement, canvas }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['x'], 'contract.docx', { type: 'application/msword' }),
      {
        applyAccept: false,
      },
    );
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
});

export const TooLarge = meta.story({
  play: async ({ args, canvasElement, canvas }) => {
    const large = new File([new Uint8Array(10 * 1024 * 1024)], 'scan.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(canvasElement), large);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
});

export const UploadFailed = meta.story({
  args: { onUpload: fn(() => Promise.reject(new Error('文件服务器繁忙，请稍后重试'))) },
  play: async ({ canvasElement, canvas }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      new File(['x'], 'licence.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('文件服务器繁忙，请稍后重试'),
    );
  },
});

export const LongThai = meta.story({
  args: {
    label: 'หนังสือรับรองการจดทะเบียนบริษัทฉบับล่าสุดที่ออกโดยกรมพัฒนาธุรกิจการค้า',
    value: {
      name: 'หนังสือรับรองการจดทะเบียนบริษัท-บริษัทตัวอย่างจำกัดมหาชน-ฉบับปรับปรุงล่าสุด.png',
      url: businessLicenceImage,
      type: 'image/png',
    },
  },
  globals: { locale: 'th_TH' },
});
