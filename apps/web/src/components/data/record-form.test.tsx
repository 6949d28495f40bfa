import { ZSectorInput, type TSectorInput } from '@huella/shared';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../lib/api-client.ts';
import { changeLanguage, i18nReady, loadNamespaces } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { TextField } from './form-fields.tsx';
import { RecordForm, RecordFormDialog, useRecordForm } from './record-form.tsx';

type TValues = { name: string; description: string };

beforeAll(async () => {
  await i18nReady;
  await changeLanguage('en');
  await loadNamespaces('catalogue');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  act(() => notifications.clean());
  await changeLanguage('en');
});

type TLoad = { data: TValues | null; isPending: boolean; isError: boolean };
const CREATING: TLoad = { data: null, isPending: false, isError: false };
const toValues = (values: TValues) => values;

function SectorForm({
  create,
  onSaved,
  id = 0,
  load = CREATING,
  named = false,
}: {
  create: (v: TSectorInput) => Promise<unknown>;
  onSaved: () => void;
  id?: number;
  load?: TLoad;
  /** The toast names the sector, in the sectors' words. */
  named?: boolean;
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
    ...(named
      ? { saved: { namespace: 'sectors' as const, name: (values: TSectorInput) => values.name } }
      : {}),
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

  it('names what was saved in its success toast, in either language', async () => {
    await loadNamespaces('sectors');
    const { unmount } = renderWithProviders(
      <SectorForm named create={vi.fn(async () => ({ id: 1 }))} onSaved={vi.fn()} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Name/), 'Energy');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sector “Energy” created')).toBeInTheDocument();
    unmount();
    act(() => notifications.clean());
    await changeLanguage('es');
    renderWithProviders(<SectorForm named create={vi.fn(async () => ({ id: 2 }))} onSaved={vi.fn()} />);
    await user.type(screen.getByLabelText(/Nombre|Name/), 'Energía');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Sector «Energía» creado')).toBeInTheDocument();
  });

  it('keeps every value and stays when the server cannot be reached, then saves once it can', async () => {
    // The real client: the network is the one thing replaced (down for the first Save).
    let serverUp = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (!serverUp) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ id: 4, name: 'Energy' }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const onSaved = vi.fn();
    renderWithProviders(<SectorForm create={(values) => api.post('/sectors', values)} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Name/), 'Energy');
    await user.type(screen.getByLabelText(/Description/), 'Power and heat');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByTestId('form-server-error');
    expect(alert).toHaveTextContent('Not saved');
    expect(alert).toHaveTextContent(
      'The server could not be reached. What you typed is still here: save again once the connection is back.',
    );
    expect(screen.getByText('Connection refused to the server')).toBeInTheDocument();
    expect(screen.queryByText('Record created')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Name/)).toHaveValue('Energy');
    expect(screen.getByLabelText(/Description/)).toHaveValue('Power and heat');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    serverUp = true;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Record created')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('form-server-error')).not.toBeInTheDocument();
  });

  it('says at once, while offline, that nothing was saved and keeps every value; once back online, saves', async () => {
    const fetchStub = vi.fn(
      async () =>
        new Response(JSON.stringify({ id: 4, name: 'Energy' }), {
          status: 201,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchStub);
    const onSaved = vi.fn();
    renderWithProviders(<SectorForm create={(values) => api.post('/sectors', values)} onSaved={onSaved} />);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    try {
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(/Name/), 'Energy');
      await user.type(screen.getByLabelText(/Description/), 'Power and heat');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      const alert = await screen.findByTestId('form-server-error');
      expect(alert).toHaveTextContent('Not saved');
      expect(alert).toHaveTextContent('No connection: nothing was saved. What you typed is still here');
      expect(
        screen.getByText(
          'No connection: nothing was saved. What you typed is kept; save again once the connection is back.',
        ),
      ).toBeInTheDocument();
      expect(fetchStub).not.toHaveBeenCalled();
      expect(screen.getByLabelText(/Name/)).toHaveValue('Energy');
      expect(screen.getByLabelText(/Description/)).toHaveValue('Power and heat');
      expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Record created')).toBeInTheDocument();
      expect(onSaved).toHaveBeenCalledTimes(1);
      expect(fetchStub).toHaveBeenCalledTimes(1);
    } finally {
      onLine.mockRestore();
      act(() => void window.dispatchEvent(new Event('online')));
    }
  });

  it('says in Spanish that a save without an answer in time may not have been saved', async () => {
    await changeLanguage('es');
    const create = vi.fn(async () => {
      throw new ApiError({ status: 0, code: 'TIMEOUT', message: 'El servidor tardó demasiado.' });
    });
    const onSaved = vi.fn();
    renderWithProviders(<SectorForm create={create} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Nombre|Name/), 'Energía');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await screen.findByTestId('form-server-error');
    expect(alert).toHaveTextContent('Puede que no se haya guardado');
    expect(alert).toHaveTextContent('Lo que escribiste sigue aquí');
    expect(screen.getByLabelText(/Nombre|Name/)).toHaveValue('Energía');
    expect(onSaved).not.toHaveBeenCalled();
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

  it('keeps what was typed when the edited record is read again (a new language, a new session)', async () => {
    const first = { data: { name: 'Energy', description: 'Old' }, isPending: false, isError: false };
    const { rerender } = renderWithProviders(
      <SectorForm id={7} load={first} create={vi.fn()} onSaved={vi.fn()} />,
    );
    const name = await screen.findByLabelText(/Name/);
    await userEvent.setup().type(name, ' and heat');
    const again = { data: { name: 'Energy', description: 'New' }, isPending: false, isError: false };
    rerender(<SectorForm id={7} load={again} create={vi.fn()} onSaved={vi.fn()} />);
    // The field the person changed keeps their words; the one they did not follows the record.
    await waitFor(() => expect(screen.getByLabelText('Description')).toHaveValue('New'));
    expect(screen.getByLabelText(/Name/)).toHaveValue('Energy and heat');
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

function SectorDialog({
  create,
  onSaved,
  onCancel,
}: {
  create: (v: TSectorInput) => Promise<unknown>;
  onSaved: () => Promise<void>;
  onCancel: () => void;
}) {
  const { form, onSubmit, isSaving, recordState } = useRecordForm<TValues, TSectorInput, TValues>({
    id: 0,
    schema: ZSectorInput,
    defaultValues: { name: '', description: '' },
    recordQuery: CREATING,
    toValues,
    create,
    update: async () => null,
    fields: ['name', 'description'],
    savedMessage: (values, isCreate) => `${isCreate ? 'Created' : 'Saved'} “${values.name}”`,
    onSaved,
  });
  return (
    <RecordFormDialog
      title="New sector"
      form={form}
      onSubmit={onSubmit}
      isSaving={isSaving}
      recordState={recordState}
      onCancel={onCancel}
    >
      <TextField control={form.control} name="name" label="Name" required />
      <TextField control={form.control} name="description" label="Description" />
    </RecordFormDialog>
  );
}

describe('RecordFormDialog', () => {
  it('is a dialog named by its title, with the fields, their errors, the server’s and its own toast', async () => {
    let attempt = 0;
    const create = vi.fn(async () => {
      attempt += 1;
      if (attempt === 1)
        throw new ApiError({
          status: 422,
          code: 'VALIDATION',
          message: 'Please check the data sent.',
          errors: { name: ['A sector with this name already exists.'] },
        });
      if (attempt === 2) throw new ApiError({ status: 0, code: 'CONNECTION', message: 'Connection refused' });
      return { id: 1 };
    });
    let finishReload = () => {};
    const onSaved = vi.fn(() => new Promise<void>((resolve) => (finishReload = resolve)));
    renderWithProviders(<SectorDialog create={create} onSaved={onSaved} onCancel={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'New sector' });
    const user = userEvent.setup();

    // The shared rule, said on the field and summed up beside Save; nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('This field is required.'));
    expect(name).toHaveFocus();
    expect(within(dialog).getByTestId('form-errors-summary')).toBeVisible();
    expect(create).not.toHaveBeenCalled();

    // The server's field error on its field.
    await user.type(name, 'Energy');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('A sector with this name already exists.'));

    // A save the server never confirmed keeps what was typed, and says so.
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Power and heat');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByTestId('form-server-error')).toHaveTextContent('Not saved');
    expect(name).toHaveValue('Energy');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Power and heat');
    expect(onSaved).not.toHaveBeenCalled();

    // Saved: the screen's own words, and Save spins until the screen has done with it.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created “Energy”')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenLastCalledWith({ name: 'Energy', description: 'Power and heat' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    act(() => finishReload());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('is left with Cancel or Escape, in Spanish too', async () => {
    await changeLanguage('es');
    const onCancel = vi.fn();
    renderWithProviders(<SectorDialog create={vi.fn()} onSaved={vi.fn()} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog', { name: 'New sector' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('textbox', { name: /^Name/ }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeVisible();
  });
});
