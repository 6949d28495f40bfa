import {
  byLabel,
  createVerifiedUser,
  expect,
  NEW_PASSWORD,
  pickOption,
  signInThroughApi,
  test,
} from './fixtures.ts';

// 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const TEXT = {
  es: {
    title: 'Mi cuenta',
    profile: 'Información básica',
    name: 'Nombre',
    dni: 'Documento de identidad',
    address: 'Dirección',
    save: 'Guardar',
    saved: 'Guardamos tus datos.',
    password: 'Cambiar contraseña',
    oldPassword: 'Contraseña actual',
    newPassword: 'Contraseña nueva',
    confirmation: 'Confirma la contraseña nueva',
    changed: 'Tu contraseña se cambió.',
    wrongOld: 'La contraseña actual no es correcta.',
    accountMenu: 'Menú de la cuenta',
    signOut: 'Cerrar sesión',
    email: 'Correo electrónico',
    signIn: 'Iniciar sesión',
    chooseImage: /Elegir imagen/,
    saveAvatar: 'Guardar foto',
    avatarSaved: 'Guardamos tu foto de perfil.',
  },
  en: {
    title: 'My account',
    profile: 'Basic information',
    name: 'First name',
    dni: 'ID document',
    address: 'Address',
    save: 'Save',
    saved: 'Your details were saved.',
    password: 'Change password',
    oldPassword: 'Current password',
    newPassword: 'New password',
    confirmation: 'Confirm the new password',
    changed: 'Your password was changed.',
    wrongOld: 'The current password is not correct.',
    accountMenu: 'Account menu',
    signOut: 'Sign out',
    email: 'E-mail',
    signIn: 'Sign in',
    chooseImage: /Choose image/,
    saveAvatar: 'Save photo',
    avatarSaved: 'Your profile photo was saved.',
  },
} as const;

for (const lang of ['es', 'en'] as const) {
  const t = TEXT[lang];

  test.describe(`account (${lang})`, () => {
    test.use({ lang });

    test('profile, photo and password changes are saved', async ({ page, request }) => {
      const user = await createVerifiedUser(request, `account-${lang}`, lang);
      await signInThroughApi(page, user.email, user.password, '/account');
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

      const profile = page.getByRole('region', { name: t.profile });
      await byLabel(profile, t.name).fill('Renombrada');
      await byLabel(profile, t.dni).fill('1020304050');
      await byLabel(profile, t.address).fill('Transversal 5 # 12-34, Medellín');
      await profile.getByRole('button', { name: t.save }).click();
      await expect(page.getByText(t.saved)).toBeVisible();

      const chooser = page.waitForEvent('filechooser');
      await profile.getByRole('button', { name: t.chooseImage }).click();
      await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await profile.getByRole('button', { name: t.saveAvatar }).click();
      await expect(page.getByText(t.avatarSaved)).toBeVisible();
      await expect(page.getByRole('banner').locator('img[src^="/api/files/avatars/"]')).toBeVisible();

      const password = page.getByRole('region', { name: t.password });
      await byLabel(password, t.oldPassword).fill('Not-my-password-1');
      await byLabel(password, t.newPassword).fill('Cambiada-2026');
      await byLabel(password, t.confirmation).fill('Cambiada-2026');
      await password.getByRole('button', { name: t.password }).click();
      await expect(byLabel(password, t.oldPassword)).toHaveAccessibleDescription(t.wrongOld);
      await byLabel(password, t.oldPassword).fill(NEW_PASSWORD);
      await password.getByRole('button', { name: t.password }).click();
      await expect(page.getByText(t.changed)).toBeVisible();

      // Still signed in after a reload (the tab signed in again with the new password).
      await page.reload();
      await expect(byLabel(page.getByRole('region', { name: t.profile }), t.dni)).toHaveValue('1020304050');

      await page.getByRole('button', { name: t.accountMenu }).click();
      await page.getByRole('menuitem', { name: t.signOut }).click();
      await expect(page).toHaveURL(/\/sign-in$/);
      await byLabel(page, t.email).fill(user.email);
      await byLabel(page, lang === 'en' ? 'Password' : 'Contraseña').fill('Cambiada-2026');
      await page.getByRole('button', { name: t.signIn, exact: true }).click();
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(page.getByRole('heading', { level: 1, name: /Renombrada/ })).toBeVisible();
    });
  });
}

test.describe('account language', () => {
  test('choosing English in the profile switches the screen and says it saved in English', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, 'language', 'es');
    await signInThroughApi(page, user.email, user.password, '/account');
    const profile = page.getByRole('region', { name: TEXT.es.profile });
    await byLabel(profile, TEXT.es.dni).fill('1020304050');
    await pickOption(page, 'Idioma', /^English$/);
    await profile.getByRole('button', { name: TEXT.es.save }).click();
    await expect(page.getByText(TEXT.en.saved)).toBeVisible();
    await expect(page.getByText(TEXT.es.saved)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: TEXT.en.title })).toBeVisible();
  });
});

test.describe('account deletion', () => {
  test('asks for the password, deletes the account and signs out', async ({ page, request }) => {
    const user = await createVerifiedUser(request, 'delete');
    await signInThroughApi(page, user.email, user.password, '/account');
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await byLabel(dialog, 'Contraseña').fill('Not-my-password-1');
    await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
    await expect(dialog.getByText('La contraseña actual no es correcta.')).toBeVisible();
    await byLabel(dialog, 'Contraseña').fill(user.password);
    await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByText('Tu cuenta se eliminó.')).toBeVisible();
    const signIn = await request.post('/api/auth/sign-in', {
      data: { email: user.email, password: user.password },
    });
    expect(signIn.status()).toBe(401);
  });
});
