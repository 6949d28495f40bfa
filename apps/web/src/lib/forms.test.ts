import { ZSignUp } from '@huella/shared';
import { describe, expect, it, vi, beforeAll } from 'vitest';
import { ApiError } from './api-client.ts';
import { applyServerErrors, schemaResolver } from './forms.ts';
import { changeLanguage, i18nReady } from './i18n.ts';

beforeAll(async () => {
  await i18nReady;
});

const signUp = {
  name: 'Ana',
  last_name: 'Pérez',
  email: 'ANA@Example.com ',
  phone: '+57 300 000 0000',
  address: 'Calle 1 # 2-3, Bogotá',
  password: 'Huella-2026',
  password_confirmation: 'Huella-2026',
  polices: true,
};

async function resolveSignUp(values: Record<string, unknown>) {
  const resolver = schemaResolver<Record<string, unknown>>(ZSignUp);
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const messages = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]),
  );
  return { values: result.values, messages };
}

describe('schemaResolver', () => {
  it('passes the schema output (trimmed, lower-cased e-mail) to the submit handler', async () => {
    const { values, messages } = await resolveSignUp(signUp);
    expect(messages).toEqual({});
    expect(values).toMatchObject({ email: 'ana@example.com' });
  });

  it('words every rule in the UI language, as the API would', async () => {
    await changeLanguage('es');
    const { messages } = await resolveSignUp({
      ...signUp,
      name: 'A',
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'other',
      polices: false,
    });
    expect(messages).toEqual({
      name: 'Debe tener al menos 3 caracteres.',
      email: 'Introduce un correo electrónico válido.',
      password: 'Debe tener al menos 8 caracteres.',
      password_confirmation: 'Las contraseñas no coinciden.',
      polices: 'Debes aceptar los términos y condiciones para continuar.',
    });
    await changeLanguage('en');
    const english = await resolveSignUp({ ...signUp, password_confirmation: 'Huella-2027', polices: false });
    expect(english.messages).toEqual({
      password_confirmation: 'The passwords do not match.',
      polices: 'You must accept the terms and conditions to continue.',
    });
  });

  it('says "required" for a field left empty, whatever rule its schema words first', async () => {
    await changeLanguage('es');
    const { messages } = await resolveSignUp({ ...signUp, email: '  ', password_confirmation: '' });
    expect(messages).toEqual({
      email: 'Este campo es obligatorio.',
      password_confirmation: 'Este campo es obligatorio.',
    });
    await changeLanguage('en');
  });
});

describe('applyServerErrors', () => {
  const conflict = new ApiError({
    status: 409,
    code: 'CONFLICT',
    message: 'An account with this e-mail address already exists.',
    errors: { email: ['An account with this e-mail address already exists.'], _: ['Something else.'] },
  });

  it('puts field messages beside their fields (focusing the first) and the rest in root.server', () => {
    const setError = vi.fn();
    expect(applyServerErrors(conflict, setError, ['email', 'password'])).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'An account with this e-mail address already exists.' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith('root.server', { type: 'server', message: 'Something else.' });
  });

  it('leaves alone what is not an API error, and fields the caller shows itself', () => {
    const setError = vi.fn();
    expect(applyServerErrors(new Error('boom'), setError, ['email'])).toBe(false);
    const logo = new ApiError({ status: 422, code: 'VALIDATION', message: 'x', errors: { logo: ['bad'] } });
    expect(applyServerErrors(logo, setError, ['email'], { ignore: ['logo'] })).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
