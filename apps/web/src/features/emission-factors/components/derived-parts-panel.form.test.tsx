import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18nReady, loadNamespaces } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DerivedPartsPanel, type TFactorFormValues } from './derived-parts-panel.tsx';

/** A blend of two parts; `values` shows the percents the form holds. */
function Blend() {
  const form = useForm<TFactorFormValues>({
    defaultValues: {
      name: 'Blend',
      description: '',
      source_id: 1,
      fly: false,
      derives: true,
      factors: [
        { id: 1, name: 'Diesel', percent: 0, avoided: false },
        { id: 2, name: 'Biodiesel', percent: 40, avoided: false },
      ],
    },
  });
  const parts = useWatch({ control: form.control, name: 'factors' });
  return (
    <>
      <DerivedPartsPanel control={form.control} options={[]} selfId={0} onEditPart={() => {}} />
      <output data-testid="values">{JSON.stringify(parts.map((part) => part.percent))}</output>
    </>
  );
}

const percents = () => JSON.parse(screen.getByTestId('values').textContent ?? '[]') as unknown[];

describe('DerivedPartsPanel', () => {
  beforeAll(async () => {
    await i18nReady;
    await loadNamespaces('emission-factors');
  });
  afterAll(async () => {
    await changeLanguage('en');
  });

  it('takes every digit typed in a part percent, in Spanish, and keeps the slider in step', async () => {
    await changeLanguage('es');
    const user = userEvent.setup();
    renderWithProviders(<Blend />);
    const box = screen.getByRole('textbox', { name: 'Porcentaje de Diesel' });
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}60');
    expect(box).toHaveValue('60');
    expect(percents()).toEqual([60, 40]);
    expect(screen.getAllByRole('slider', { name: 'Porcentaje de Diesel' })[0]).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(screen.getByTestId('parts-total')).toHaveTextContent('Total: 100 %');
    await user.clear(box);
    expect(percents()).toEqual([null, 40]);
    await user.type(box, '12,5');
    expect(box).toHaveValue('12,5');
    expect(percents()).toEqual([12.5, 40]);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}7');
    expect(box).toHaveValue('172,5');
    await user.clear(box);
    fireEvent.paste(box, { clipboardData: { getData: () => '33,3' } });
    expect(percents()).toEqual([33.3, 40]);
    expect(screen.getByTestId('parts-total')).toHaveTextContent('Total: 73,3 %');
  });

  it('reads English percents', async () => {
    await changeLanguage('en');
    const user = userEvent.setup();
    renderWithProviders(<Blend />);
    const box = screen.getByRole('textbox', { name: 'Percent of Biodiesel' });
    expect(box).toHaveValue('40');
    await user.clear(box);
    await user.type(box, '39.5');
    expect(percents()).toEqual([0, 39.5]);
  });
});
