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

type TLoad = { data: TValues | null; isPending: boolean; isError: boolean };
const CREATING: TLoad = { data: null, isPending: false, isError: false };
const toValues = (values: TValues) => values;

function SectorForm({
  create,
  onSaved,
  id = 0,
  load = CREATING,
}: {
  create: (v: TSectorInput) => Promise<unknown>;
  onSaved: () => void;
  id?: number;
  load?: TLoad;
}) {
  const { form, onSubmit, isSaving, recordState } = useRecordForm<TValues, TSectorInput, TValues>({
    id,
    schema: ZSectorInput,
    defaultValues: { name: '', description: '' },
    recordQuery: load,
    toValues,
    create,
    update: async () => null,
    fields: ['name', 'description'],
    onSaved,
  });
  return (
    <RecordForm
      title="Sector"
      form={form}
      onSubmit={onSubmit}
      isSaving={isSaving}
      recordState={recordState}
      onCancel={() => {}}
    >
      <TextField control={form.control} name="name" label="Name" required />
      <TextField control={form.control} name="description" label="Description" />
    </RecordForm>
  );
}

describe('RecordForm', () => {
  it('on Save with a field missing, says which on the field, focuses it and sends nothing', async () => {
    const create = vi.fn();
    renderWithProviders(<SectorForm create={create} onSaved={vi.fn()} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    const user = userEvent.setup();
    await user.click(save);
    const name = screen.getByLabelText(/Name/);
    await waitFor(() => expect(name).toHaveAccessibleDescription('This field is required.'));
    expect(name).toHaveFocus();
    expect(screen.getByTestId('form-errors-summary')).toHaveTextContent(
      'Check the marked field: it is missing or not valid.',
    );
    expect(create).not.toHaveBeenCalled();
    await user.type(name, 'Energy');
    await waitFor(() => expect(screen.queryByTestId('form-errors-summary')).not.toBeInTheDocument());
    expect(name).not.toHaveAccessibleDescription('This field is required.');
  });

  it('says what is wrong with a field as soon as it is left', async () => {
    renderWithProviders(<SectorForm create={vi.fn()} onSaved={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/Name/));
    await user.tab();
    await waitFor(() =>
      expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription('This field is required.'),
    );
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
      expect(screen.getByLabelText(/Name/)).toHaveAccessibleDescription(
        'A sector with this name already exists.',
      ),
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

  it('shows no fields while the edited record loads, then the record in them', async () => {
    const loading = { data: null, isPending: true, isError: false };
    const { rerender } = renderWithProviders(
      <SectorForm id={7} load={loading} create={vi.fn()} onSaved={vi.fn()} />,
    );
    expect(screen.queryByLabelText(/Name/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
    const loaded = { data: { name: 'Energy', description: '' }, isPending: false, isError: false };
    rerender(<SectorForm id={7} load={loaded} create={vi.fn()} onSaved={vi.fn()} />);
    expect(await screen.findByLabelText(/Name/)).toHaveValue('Energy');
  });

  it('says the record does not exist, instead of an empty form, when the server has no such record', () => {
    renderWithProviders(
      <SectorForm
        id={7}
        load={{ data: null, isPending: false, isError: true }}
        create={vi.fn()}
        onSaved={vi.fn()}
      />,
    );
    expect(screen.getByText('This record does not exist')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
