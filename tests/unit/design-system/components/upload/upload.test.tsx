import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Upload, type UploadedFile } from '../../../../../design-system/components/upload';
import { renderWithProviders } from '../../../helpers/render';

const stored: UploadedFile = {
  name: 'licence.png',
  url: 'data:image/png;base64,AA==',
  type: 'image/png',
};
const input = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('Upload', () => {
  it('should send a valid image, show it and report it', async () => {
    const onUpload = vi.fn(() => Promise.resolve(stored));
    const onChange = vi.fn();
    const { container } = renderWithProviders(
      <Upload label="Licence" onUpload={onUpload} onChange={onChange} />,
    );
    const file = new File(['x'], 'licence.png', { type: 'image/png' });
    await userEvent.upload(input(container), file);
    expect(onUpload).toHaveBeenCalledWith({ file });
    expect(await screen.findByRole('img', { name: 'licence.png' })).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith({ value: stored });
  });

  it('should refuse a file of the wrong type before sending it', async () => {
    const onUpload = vi.fn(() => Promise.resolve(stored));
    const { container } = renderWithProviders(<Upload label="Licence" onUpload={onUpload} />);
    await userEvent.upload(input(container), new File(['x'], 'a.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/JPG|PNG/);
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('should name PDF among the allowed types when PDF is allowed', async () => {
    const { container } = renderWithProviders(
      <Upload label="Licence" allowPdf onUpload={vi.fn()} />,
    );
    await userEvent.upload(
      input(container),
      new File(['x'], 'a.doc', { type: 'application/msword' }),
      {
        applyAccept: false,
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/PDF/);
  });

  it('should refuse a file of 10 MB or more', async () => {
    const onUpload = vi.fn(() => Promise.resolve(stored));
    const { container } = renderWithProviders(<Upload label="Licence" onUpload={onUpload} />);
    const large = new File([new Uint8Array(10 * 1024 * 1024)], 'scan.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input(container), large);
    expect(await screen.findByRole('alert')).toHaveTextContent(/10/);
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('should be busy while uploading and show the server error after', async () => {
    let fail: (error: Error) => void = () => undefined;
    const onUpload = vi.fn(() => new Promise<UploadedFile>((_resolve, reject) => (fail = reject)));
    const { container } = renderWithProviders(<Upload label="Licence" onUpload={onUpload} />);
    await userEvent.upload(input(container), new File(['x'], 'licence.png', { type: 'image/png' }));
    expect(screen.getByRole('button', { name: /Uploading/ })).toBeDisabled();
    fail(new Error('Server busy'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server busy');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Choose a file' })).toBeEnabled(),
    );
  });

  it('should remove the file on request', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <Upload label="Licence" value={stored} onUpload={vi.fn()} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove licence.png' }));
    expect(onChange).toHaveBeenCalledWith({ value: undefined });
  });

  it("should show the form's message, and give its place to a check of its own", async () => {
    const onUpload = vi.fn(() => Promise.resolve(stored));
    const { container } = renderWithProviders(
      <Upload label="Licence" onUpload={onUpload} error="Add the licence." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Add the licence.');
    await userEvent.upload(input(container), new File(['x'], 'scan.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only JPG, JPEG and PNG images can be uploaded',
    );
  });
});
