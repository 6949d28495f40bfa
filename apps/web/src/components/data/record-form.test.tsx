import { ZSectorInput, type TSectorInput } from '@huella/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { changeLanguage, i18nReady, loadNamespaces } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { TextField } from './form-fields.tsx';
import { RecordForm, useRecordForm } from './record-form.tsx';

type TValues = { name: string; description: string };

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('catalogue');
});

function SectorForm({ create, onSaved }: { create: (v: TSectorInput) => Promise<unknown>; onSaved: () => void }) {
  const { form, onSubmit, isSaving } = useRecordForm<TValues, TSectorInput, TValues>({
    id: 0,
    schema: ZSectorInput,
    defaultValues: { name: '', description: '' },
    toValues: (v) => v,
    create,
    update: async () => null,
    fields: ['name', 'description'],
    onSaved,
  });
  return (
    <RecordForm title="Sector" form={form} onSubmit={onSubmit} isSaving={isSaving} onCancel={() => {}}>
      <TextField control={form.control} name="name" label="Name" required />
      <TextField control={form.control} name="description" label="Description" />
    </RecordForm>
  );
}

describe('RecordForm', () => {
  it('keeps Save disabled while the data is invalid', async () => {
    renderWithProviders(<SectorForm create={vi.fn()} onSaved={vi.fn()} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.setup().type(screen.getByLabelText(/Name/), 'Energy');
    await waitFor(() => expect(save).toBeEnabled());
  });

  it('shows the server field errors beside their fields and stays on the form', async () => {
    const create = vi.fn(async () => {
      throw new ApiError({
        status: 422,
        code: 'VALIDATION',
        message: 'Please check the data sent.',
        errors: { name: ['A sector with this name already exists.'] },
      });
    });
    const onSaved = vi.fn();
    renderWithProviders(<SectorForm create={create} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Name/), 'Energy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('A sector with this name already exists.'),
    );
    expect(create).toHaveBeenCalledWith({ name: 'Energy', description: null });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('creates, shows a success toast and goes back', async () => {
    const onSaved = vi.fn();
    renderWithProviders(<SectorForm create={vi.fn(async () => ({ id: 1 }))} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Name/), 'Energy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Record created')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalled();
  });
});
