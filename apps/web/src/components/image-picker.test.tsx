import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18nReady } from '../lib/i18n.ts';
import { renderWithProviders } from '../test/render.tsx';
import { ImagePicker } from './image-picker.tsx';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];

function Harness({ onFileChange }: { onFileChange: (file: File | null) => void }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImagePicker
      label="Logo"
      currentUrl={null}
      name="Acme"
      file={file}
      onFileChange={(next) => {
        setFile(next);
        onFileChange(next);
      }}
    />
  );
}

async function pick(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.setup().upload(input, file);
}

beforeAll(async () => {
  await i18nReady;
});

describe('ImagePicker', () => {
  it('refuses, when picked, a file that only calls itself an image, and says why on the field', async () => {
    await changeLanguage('en');
    const onFileChange = vi.fn();
    renderWithProviders(<Harness onFileChange={onFileChange} />);
    await pick(new File(['%PDF-1.7 not an image'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('The file must be a PNG, JPEG, WebP or GIF image.')).toBeVisible();
    expect(onFileChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: 'Choose image (Logo)' })).toHaveAccessibleDescription(
      'The file must be a PNG, JPEG, WebP or GIF image.',
    );
  });

  it('says it in Spanish on a Spanish screen', async () => {
    await changeLanguage('es');
    renderWithProviders(<Harness onFileChange={() => {}} />);
    await pick(new File(['GIF? no'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('El archivo debe ser una imagen PNG, JPEG, WebP o GIF.')).toBeVisible();
  });

  it('refuses an image over 2 MB', async () => {
    await changeLanguage('en');
    const onFileChange = vi.fn();
    renderWithProviders(<Harness onFileChange={onFileChange} />);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG_SIGNATURE);
    await pick(new File([big], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The image must be at most 2 MB.')).toBeVisible();
    expect(onFileChange).toHaveBeenLastCalledWith(null);
  });

  it('keeps a real image, whatever its name, and clears an earlier refusal', async () => {
    await changeLanguage('en');
    const onFileChange = vi.fn();
    renderWithProviders(<Harness onFileChange={onFileChange} />);
    await pick(new File(['plain text'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByText('The file must be a PNG, JPEG, WebP or GIF image.')).toBeVisible();

    const image = new File([Uint8Array.from(PNG_SIGNATURE)], 'logo.png', { type: 'image/png' });
    await pick(image);
    await waitFor(() => expect(onFileChange).toHaveBeenLastCalledWith(image));
    expect(screen.queryByText('The file must be a PNG, JPEG, WebP or GIF image.')).toBeNull();
    expect(screen.getByText('New image: logo.png')).toBeVisible();
  });
});
