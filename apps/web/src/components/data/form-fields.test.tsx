import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { SwitchField } from './form-fields.tsx';

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
