import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18nReady } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ReadableNumber } from './readable-number.tsx';

afterAll(async () => {
  await changeLanguage('en');
});

describe('ReadableNumber', () => {
  it('shows a long factor rounded, reachable by keyboard, every digit in its tooltip (English)', async () => {
    await i18nReady;
    await changeLanguage('en');
    renderWithProviders(<ReadableNumber value={0.000000277777778} />);
    const figure = screen.getByText('0.0000002778');
    const user = userEvent.setup();
    await user.hover(figure);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('0.000000277777778');
    // The tooltip opens on focus too (the browser test shows it; jsdom lacks :focus-visible).
    await user.tab();
    expect(figure).toHaveFocus();
  });

  it('writes a tiny figure in plain decimals in Spanish, never with an exponent', async () => {
    await changeLanguage('es');
    renderWithProviders(<ReadableNumber value={0.00000103} unit="kg CO2/kWh" />);
    const figure = screen.getByText('0,00000103');
    expect(figure.parentElement).toHaveTextContent('0,00000103 kg CO2/kWh');
    expect(figure.parentElement?.textContent).not.toMatch(/\dE-?\d/);
  });

  it('writes the figures the Spanish way, the unit in the cell and in the tooltip', async () => {
    await changeLanguage('es');
    renderWithProviders(<ReadableNumber value={3.785411784} unit="L" />);
    const figure = screen.getByText('3,785');
    expect(figure.parentElement).toHaveTextContent('3,785 L');
    await userEvent.setup().hover(figure);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('3,785411784 L');
  });

  it('shows a figure of up to six significant digits whole, as its form does', async () => {
    await changeLanguage('es');
    renderWithProviders(<ReadableNumber value={1234.5} />);
    expect(screen.getByText('1.234,5')).not.toHaveAttribute('tabindex');
  });

  it('shows a published value whole when asked, however long', async () => {
    await changeLanguage('en');
    renderWithProviders(<ReadableNumber exact value={3.785411784} unit="kg CO2/L" />);
    expect(screen.getByText('3.785411784')).not.toHaveAttribute('tabindex');
  });

  it('shows a short figure as it is, with nothing to focus', async () => {
    await changeLanguage('es');
    renderWithProviders(<ReadableNumber value={0.05444} unit="kg CO2/scf" />);
    expect(screen.getByText('0,05444')).not.toHaveAttribute('tabindex');
    expect(screen.getByText('kg CO2/scf')).toBeInTheDocument();
    await userEvent.setup().tab();
    expect(document.body).toHaveFocus();
  });
});
