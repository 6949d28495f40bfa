import { ZDate } from '@huella/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaResolver } from '../../lib/forms.ts';
import { changeLanguage, i18nReady } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ChoiceField, DateField, NumberField, SelectField, SwitchField } from './form-fields.tsx';
import type { TNumberValue } from './locale-number-input.tsx';

function DerivesSwitch({ error }: { error?: string }) {
  const form = useForm<{ derives: boolean }>({ defaultValues: { derives: true } });
  const { setError } = form;
  useEffect(() => {
    if (error) setError('derives', { type: 'server', message: error });
  }, [error, setError]);
  return <SwitchField control={form.control} name="derives" label="Derived" />;
}

describe('SwitchField', () => {
  it('shows the error the server gave for the switch', async () => {
    const message = 'This factor has 2 gas values of its own.';
    await act(async () => {
      renderWithProviders(<DerivesSwitch error={message} />);
    });
    const toggle = screen.getByRole('switch');
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(message);
  });
});

function ReportChoice() {
  const form = useForm<{ report: string }>({ defaultValues: { report: 'AR6' } });
  const values = useWatch({ control: form.control });
  return (
    <>
      <ChoiceField
        control={form.control}
        name="report"
        label="Report"
        options={[
          { value: 'AR5', label: 'IPCC AR5 (2013)' },
          { value: 'AR6', label: 'IPCC AR6 (2021)' },
        ]}
      />
      <output data-testid="report">{values.report}</output>
    </>
  );
}

describe('ChoiceField', () => {
  it('shows the chosen word’s label and keeps the word chosen', async () => {
    await act(async () => {
      renderWithProviders(<ReportChoice />);
    });
    const box = screen.getByRole('combobox', { name: 'Report' });
    expect(box).toHaveValue('IPCC AR6 (2021)');
    await userEvent.click(box);
    await userEvent.click(await screen.findByRole('option', { name: 'IPCC AR5 (2013)', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('report')).toHaveTextContent('AR5'));
    expect(box).toHaveValue('IPCC AR5 (2013)');
  });
});

function SourceChoice({ required }: { required: boolean }) {
  const form = useForm<{ source_id: number | null }>({ defaultValues: { source_id: 2 } });
  const values = useWatch({ control: form.control });
  return (
    <>
      <SelectField
        control={form.control}
        name="source_id"
        label="Source"
        required={required}
        options={[
          { value: 1, label: 'Boiler' },
          { value: 2, label: 'Furnace' },
        ]}
      />
      <output data-testid="source">{String(values.source_id)}</output>
    </>
  );
}

describe('SelectField', () => {
  it('keeps a required choice when its value is picked again', async () => {
    await act(async () => {
      renderWithProviders(<SourceChoice required />);
    });
    const box = screen.getByRole('combobox', { name: /Source/ });
    expect(box).toHaveValue('Furnace');
    await userEvent.click(box);
    await userEvent.click(await screen.findByRole('option', { name: 'Furnace', hidden: true }));
    expect(box).toHaveValue('Furnace');
    expect(screen.getByTestId('source')).toHaveTextContent('2');
  });

  it('lets an optional choice be emptied by picking its value again', async () => {
    await act(async () => {
      renderWithProviders(<SourceChoice required={false} />);
    });
    const box = screen.getByRole('combobox', { name: /Source/ });
    await userEvent.click(box);
    await userEvent.click(await screen.findByRole('option', { name: 'Furnace', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('source')).toHaveTextContent('null'));
  });
});

const ZSample = z.object({ figure: z.number().min(0), day: ZDate });
type TSample = { figure: TNumberValue; day: string | null };

/** A form with one number and one date field; `values` shows what the form holds. */
function SampleForm({ initial = { figure: null, day: null } }: { initial?: TSample }) {
  const form = useForm<TSample, unknown, z.infer<typeof ZSample>>({
    resolver: schemaResolver<TSample, z.infer<typeof ZSample>>(ZSample),
    defaultValues: initial,
    mode: 'onChange',
  });
  const values = useWatch({ control: form.control });
  return (
    <>
      <NumberField control={form.control} name="figure" label="Figure" step={1} min={0} />
      <DateField control={form.control} name="day" label="Day" minDate="1980-01-01" />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </>
  );
}

const held = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as TSample;
const figureBox = () => screen.getByRole('textbox', { name: 'Figure' });
const dayBox = () => screen.getByRole('textbox', { name: 'Day' });
/** Pastes `text` where the caret is, as a paste from another program does. */
const paste = (input: HTMLElement, text: string) =>
  fireEvent.paste(input, { clipboardData: { getData: () => text } });

describe('NumberField', () => {
  beforeEach(async () => {
    await i18nReady;
    await act(() => changeLanguage('es'));
  });
  afterAll(async () => {
    await changeLanguage('en');
  });

  it('reads Spanish separators as typed and shows the figure as the lists do on leaving', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm />);
    await user.type(figureBox(), '1.530,5');
    expect(held().figure).toBe(1530.5);
    await user.clear(figureBox());
    // Mantine's NumberInput dropped the unexpected '.' here and stored 15305.
    await user.type(figureBox(), '1530.5');
    expect(held().figure).toBe(1530.5);
    expect(figureBox()).toHaveValue('1530.5');
    await user.tab();
    expect(figureBox()).toHaveValue('1.530,5');
    await user.clear(figureBox());
    await user.type(figureBox(), '1.530');
    expect(held().figure).toBe(1530);
  });

  it('asks how to read a pasted 1.530, and is in error until a reading is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm />);
    paste(figureBox(), '1.530');
    expect(figureBox()).toHaveValue('1.530');
    expect(figureBox()).toHaveAccessibleDescription('«1.530» se puede leer de dos formas. ¿Cuál es?');
    expect(figureBox()).toHaveAttribute('aria-invalid', 'true');
    expect(held().figure).toBe('1.530');
    const readings = screen.getByRole('group', { name: 'Elige cómo leer la cifra pegada' });
    expect(
      within(readings)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1.530', '1,53']);
    await user.click(within(readings).getByRole('button', { name: '1,53' }));
    expect(held().figure).toBe(1.53);
    expect(figureBox()).toHaveValue('1,53');
    expect(screen.queryByRole('group', { name: 'Elige cómo leer la cifra pegada' })).toBeNull();
    expect(figureBox()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('takes a pasted figure that reads one way only', async () => {
    renderWithProviders(<SampleForm />);
    paste(figureBox(), '1.530,25');
    expect(held().figure).toBe(1530.25);
    paste(figureBox(), ''); // nothing selected: appended to the end
    expect(held().figure).toBe(1530.25);
  });

  it('clears to empty, then takes what is typed again, and steps with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm initial={{ figure: 6, day: null }} />);
    expect(figureBox()).toHaveValue('6');
    await user.clear(figureBox());
    expect(held().figure).toBeNull();
    await user.type(figureBox(), '60');
    expect(figureBox()).toHaveValue('60');
    expect(held().figure).toBe(60);
    await user.keyboard('{ArrowUp}');
    expect(held().figure).toBe(61);
    expect(figureBox()).toHaveValue('61');
    await user.keyboard('{ArrowLeft}{ArrowLeft}5');
    expect(figureBox()).toHaveValue('561');
  });

  it('keeps a text that is not a number in sight, with the message on the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm />);
    await user.type(figureBox(), '12a');
    await user.tab();
    expect(figureBox()).toHaveValue('12a');
    await waitFor(() => expect(figureBox()).toHaveAccessibleDescription('Debe ser un número.'));
  });

  it('reads English separators and shows the figure again when the language changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm initial={{ figure: 1530.5, day: null }} />);
    expect(figureBox()).toHaveValue('1.530,5');
    await act(() => changeLanguage('en'));
    expect(figureBox()).toHaveValue('1,530.5');
    await user.clear(figureBox());
    await user.type(figureBox(), '2,500.75');
    expect(held().figure).toBe(2500.75);
    paste(figureBox(), '');
    await user.clear(figureBox());
    paste(figureBox(), '1,530');
    expect(screen.getByRole('group', { name: 'Choose how to read the pasted figure' })).toBeVisible();
    expect(figureBox()).toHaveAccessibleDescription('“1,530” can be read two ways. Which one is it?');
    await user.click(screen.getByRole('button', { name: '1,530' }));
    expect(held().figure).toBe(1530);
  });
});

describe('DateField', () => {
  beforeEach(async () => {
    await i18nReady;
    await act(() => changeLanguage('es'));
  });
  afterAll(async () => {
    await changeLanguage('en');
  });

  it('reads Spanish dates day first and ISO dates, and shows them day first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm />);
    expect(dayBox()).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    await user.type(dayBox(), '01/02/2024');
    expect(held().day).toBe('2024-02-01');
    await user.clear(dayBox());
    await user.type(dayBox(), '2024-03-15');
    expect(held().day).toBe('2024-03-15');
    await user.tab();
    expect(dayBox()).toHaveValue('15/03/2024');
    await user.clear(dayBox());
    expect(held().day).toBeNull();
  });

  it('takes a pasted date, without the line break a spreadsheet cell brings', () => {
    renderWithProviders(<SampleForm />);
    paste(dayBox(), '31/12/2024\r\n');
    expect(dayBox()).toHaveValue('31/12/2024');
    expect(held().day).toBe('2024-12-31');
  });

  it('refuses a day that does not exist, keeping the text and saying the expected form', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm />);
    await user.type(dayBox(), '31/02/2024');
    await user.tab();
    expect(dayBox()).toHaveValue('31/02/2024');
    expect(held().day).toBe('31/02/2024');
    await waitFor(() =>
      expect(dayBox()).toHaveAccessibleDescription(
        'Introduce una fecha que exista, como 15/03/2024 (DD/MM/AAAA) o 2024-03-15.',
      ),
    );
  });

  it('reads English dates month first, refuses the Spanish order and follows the language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm initial={{ figure: null, day: '2024-02-01' }} />);
    expect(dayBox()).toHaveValue('01/02/2024');
    await act(() => changeLanguage('en'));
    expect(dayBox()).toHaveValue('02/01/2024');
    await user.clear(dayBox());
    await user.type(dayBox(), '15/03/2024');
    expect(held().day).toBe('15/03/2024');
    await waitFor(() =>
      expect(dayBox()).toHaveAccessibleDescription(
        'Enter a date that exists, such as 03/15/2024 (MM/DD/YYYY) or 2024-03-15.',
      ),
    );
    await user.clear(dayBox());
    await user.type(dayBox(), '03/15/2024');
    expect(held().day).toBe('2024-03-15');
  });

  it('picks a day from the calendar', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SampleForm initial={{ figure: null, day: '2024-03-15' }} />);
    await user.click(screen.getByRole('button', { name: 'Abrir el calendario de «Day»' }));
    // The calendar opens with a transition: on a busy machine it may take more than a second.
    const day = await screen.findByRole('button', { name: /^20 (March|marzo) 2024$/ }, { timeout: 5_000 });
    await user.click(day);
    expect(held().day).toBe('2024-03-20');
    expect(dayBox()).toHaveValue('20/03/2024');
  });
});
