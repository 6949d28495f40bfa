import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../i18n/issues.ts';
import { isSameEmail, ZCompanyInput, ZPassword, ZSignUp } from './identity.ts';

const signUp = {
  name: 'Lucía',
  last_name: 'Gómez',
  email: ' Lucia@Example.COM ',
  phone: '+57 300 123 4567',
  address: 'Calle 10 # 20-30, Bogotá',
  password: 'Secreta-2026',
  password_confirmation: 'Secreta-2026',
  polices: true,
};

describe('sign-up rules', () => {
  it('accepts a complete sign-up and normalises the e-mail', () => {
    expect(ZSignUp.parse(signUp).email).toBe('lucia@example.com');
  });

  it('requires the confirmation to equal the password', () => {
    const result = ZSignUp.safeParse({ ...signUp, password_confirmation: 'Secreta-2027' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!.issues, 'en')).toEqual({
      password_confirmation: ['The passwords do not match.'],
    });
  });

  it('reports a mismatch together with the other problems of the form', () => {
    const result = ZSignUp.safeParse({ ...signUp, password_confirmation: 'Secreta-2027', polices: false });
    expect(Object.keys(fieldErrors(result.error!.issues, 'en')).sort()).toEqual([
      'password_confirmation',
      'polices',
    ]);
  });

  it('refuses unaccepted policies with the spec message', () => {
    const result = ZSignUp.safeParse({ ...signUp, polices: false });
    expect(fieldErrors(result.error!.issues, 'en').polices).toEqual([
      'You must accept the terms and conditions to continue.',
    ]);
    expect(fieldErrors(result.error!.issues, 'es').polices).toEqual([
      'Debes aceptar los términos y condiciones para continuar.',
    ]);
  });

  it('keeps names between 3 and 80 characters and addresses between 10 and 200', () => {
    const result = ZSignUp.safeParse({ ...signUp, name: 'Al', address: 'short', phone: '12' });
    const errors = fieldErrors(result.error!.issues, 'es');
    expect(errors.name).toEqual(['Debe tener al menos 3 caracteres.']);
    expect(errors.address).toEqual(['Debe tener al menos 10 caracteres.']);
    expect(errors.phone).toHaveLength(1);
  });

  it.each([
    ['short', 'Ab1'],
    ['no lowercase', 'ABCDEFG1'],
    ['no uppercase', 'abcdefg1'],
    ['no digit', 'Abcdefgh'],
  ])('refuses a password with %s', (_, password) => {
    expect(ZPassword.safeParse(password).success).toBe(false);
  });
});

describe('company rules', () => {
  it('requires nit and address and accepts an empty website', () => {
    const ok = ZCompanyInput.safeParse({
      name: 'Acme SAS',
      nit: '900123456',
      address: 'Carrera 7 # 71-21, Bogotá',
      phone: '6015551234',
      email: 'info@acme.co',
      website: '',
    });
    expect(ok.success && ok.data.website).toBeNull();
    const bad = ZCompanyInput.safeParse({ name: 'Acme SAS', phone: '6015551234', email: 'x' });
    expect(Object.keys(fieldErrors(bad.error!.issues, 'en')).sort()).toEqual(['address', 'email', 'nit']);
  });

  const company = {
    name: 'Acme SAS',
    nit: '900123456',
    address: 'Carrera 7 # 71-21, Bogotá',
    phone: '6015551234',
    email: 'info@acme.co',
  };

  it.each([
    'javascript:alert(1)',
    'JavaScript://x.co/%0Aalert(1)',
    'data:text/html,<b>x</b>',
    'mailto:info@acme.co',
    'ftp://acme.co',
    'acme',
    'hello world',
    'acme .co',
    'https://',
    'https://acme',
    '.co',
  ])('refuses a website that is not a web address: %s', (website) => {
    const result = ZCompanyInput.safeParse({ ...company, website });
    expect(fieldErrors(result.error!.issues, 'en')).toEqual({
      website: ['Enter a valid web address, such as mycompany.com.'],
    });
  });

  it('refuses a website with a control character, completed or not', () => {
    for (const website of ['acme.co\u0000', 'https://acme.co/\u0085']) {
      const result = ZCompanyInput.safeParse({ ...company, website });
      expect(fieldErrors(result.error!.issues, 'en').website).toHaveLength(1);
    }
  });

  it.each(['https://acme.co', 'http://acme.co/sostenibilidad', 'https://www.acme.com.co/es?x=1#a'])(
    'accepts the web address %s as typed',
    (website) => {
      expect(ZCompanyInput.shape.website.safeParse(website)).toMatchObject({ success: true, data: website });
    },
  );

  it.each([
    ['acme.co', 'https://acme.co'],
    ['www.example.com/path', 'https://www.example.com/path'],
    ['  Example.COM  ', 'https://Example.COM'],
    ['acme.co:8080/informe', 'https://acme.co:8080/informe'],
    ['//acme.co', 'https://acme.co'],
    ['xn--bcher-kva.example', 'https://xn--bcher-kva.example'],
    ['bücher.example', 'https://bücher.example'],
    ['HTTPS://acme.co', 'HTTPS://acme.co'],
  ])('completes the web address %s without a scheme with https://', (typed, stored) => {
    const result = ZCompanyInput.safeParse({ ...company, website: typed });
    expect(result).toMatchObject({ success: true, data: { website: stored } });
  });
});

describe('same e-mail', () => {
  it('matches addresses as they are stored, whatever their case and surrounding spaces', () => {
    expect(isSameEmail(' Lucia@Example.COM ', 'lucia@example.com')).toBe(true);
    expect(isSameEmail('lucia@example.com', 'lucia@example.co')).toBe(false);
  });
});
