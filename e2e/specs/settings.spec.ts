import {
  byLabel,
  createCompanyOwner,
  createInvitedMember,
  dismissToasts,
  DEMO,
  expect,
  pickOption,
  signInThroughApi,
  test,
  uniqueEmail,
} from './fixtures.ts';

// 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('settings', () => {
  test('members: invite, withdraw the invitation; change the role of a member and remove them; the last administrator stays', async ({
    page,
    request,
  }) => {
    // A company of its own, so no other test sees these members come and go. Its one member
    // joined the only way there is: invited, then accepting.
    const owner = await createCompanyOwner(request, 'owner');
    const member = await createInvitedMember(request, owner, 'member');
    await signInThroughApi(page, owner.email, owner.password, '/welcome');
    await expect(page).toHaveURL(/\/settings$/);
    const members = page.getByRole('region', { name: 'Miembros' });
    const membersTable = page.getByRole('table', { name: 'Miembros' });
    const pending = page.getByRole('region', { name: 'Invitaciones pendientes' });
    await expect(membersTable.getByRole('row').filter({ hasText: owner.email })).toBeVisible();
    await expect(pending.getByText('No hay invitaciones pendientes.')).toBeVisible();

    const email = uniqueEmail('invitee');
    await byLabel(members, 'Correo electrónico').fill(email);
    await pickOption(page, 'Rol', /^Administrador$/);
    await members.getByRole('button', { name: 'Invitar', exact: true }).click();
    await expect(page.getByText(`Enviamos una invitación a ${email}.`)).toBeVisible();
    const invitation = pending.getByRole('row').filter({ hasText: email });
    await expect(invitation.getByText('Invitación pendiente')).toBeVisible();
    await expect(invitation.getByRole('cell', { name: 'Administrador' })).toBeVisible();
    await expect(invitation.getByRole('cell', { name: 'Lucía Pruebas' })).toBeVisible();
    await expect(membersTable.getByRole('row').filter({ hasText: email })).toHaveCount(0);

    // A member already: the server's reason shows beside the field.
    await byLabel(members, 'Correo electrónico').fill(member.email);
    await members.getByRole('button', { name: 'Invitar', exact: true }).click();
    await expect(byLabel(members, 'Correo electrónico')).toHaveAccessibleDescription(
      'Esta persona ya es miembro de la empresa.',
    );
    await dismissToasts(page);

    // Withdrawn only after the confirmation; its link stops working.
    await invitation.getByRole('button', { name: `Retirar la invitación de ${email}` }).click();
    const confirm = page.getByRole('alert').filter({ hasText: `¿Retirar la invitación de ${email}?` });
    await confirm.getByRole('button', { name: 'Sí' }).click();
    await expect(page.getByText(`Retiramos la invitación de ${email}.`)).toBeVisible();
    await expect(invitation).toHaveCount(0);
    await expect(pending.getByText('No hay invitaciones pendientes.')).toBeVisible();
    await dismissToasts(page);

    const row = membersTable.getByRole('row').filter({ hasText: member.email });
    await row.getByLabel(`Rol de ${member.email}`).click();
    await page.getByRole('option', { name: 'Administrador' }).click();
    await expect(page.getByText(`Nuevo rol de ${member.email}: Administrador.`)).toBeVisible();
    await expect(row.getByLabel(`Rol de ${member.email}`)).toHaveValue('Administrador');

    await row.getByRole('button', { name: `Quitar a ${member.email} de la empresa` }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `¿Quitar a ${member.email} de la empresa?` })
      .getByRole('button', { name: 'Sí' })
      .click();
    await expect(page.getByText(`${member.email} ya no forma parte de la empresa.`)).toBeVisible();
    await expect(row).toHaveCount(0);

    // Alone again: the owner cannot leave the company without an administrator.
    const mine = membersTable.getByRole('row').filter({ hasText: owner.email });
    await mine.getByRole('button', { name: `Quitar a ${owner.email} de la empresa` }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `¿Quitar a ${owner.email} de la empresa?` })
      .getByRole('button', { name: 'Sí' })
      .click();
    await expect(page.getByText('La empresa debe conservar al menos un administrador.')).toBeVisible();
    await expect(mine).toBeVisible();
  });

  test('company data: a new logo and a corrected field are saved', async ({ page, request }) => {
    const owner = await createCompanyOwner(request, 'logo');
    await signInThroughApi(page, owner.email, owner.password, '/welcome');
    await expect(page).toHaveURL(/\/settings$/);
    const data = page.getByRole('region', { name: 'Datos de la empresa' });
    await byLabel(data, 'Teléfono').fill('12');
    await data.getByRole('button', { name: 'Guardar' }).click();
    await expect(data.getByText('Introduce un teléfono válido (6 a 20 dígitos).')).toBeVisible();
    await byLabel(data, 'Teléfono').fill('+57 601 555 0404');

    const chooser = page.waitForEvent('filechooser');
    await data.getByRole('button', { name: /Elegir imagen/ }).click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(data.getByText('Nueva imagen: logo.png')).toBeVisible();
    await data.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Guardamos los datos de la empresa.')).toBeVisible();
    await page.reload();
    await expect(byLabel(data, 'Teléfono')).toHaveValue('+57 601 555 0404');
    // The header's company selector shows the stored logo.
    await expect(page.getByRole('banner').locator('img[src^="/api/files/logos/"]')).toBeVisible();
  });

  test.describe('as a member', () => {
    test.use({ signedInAs: DEMO.member });

    test('opening settings sends the member back with a message', async ({ page }) => {
      await page.goto('/welcome');
      await expect(page).toHaveURL(/\/account$/);
      await page.goto('/settings');
      await expect(
        page.getByText('No tienes acceso a esa pantalla con tu rol en esta empresa.'),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/account$/);
    });
  });
});

test.describe('settings (en)', () => {
  test.use({ lang: 'en' });

  test('members: invite and withdraw, change the role and remove, in English', async ({ page, request }) => {
    const owner = await createCompanyOwner(request, 'owner-en');
    const member = await createInvitedMember(request, owner, 'member-en');
    await signInThroughApi(page, owner.email, owner.password, '/welcome');
    await expect(page).toHaveURL(/\/settings$/);
    const members = page.getByRole('region', { name: 'Members' });
    const pending = page.getByRole('region', { name: 'Pending invitations' });
    const email = uniqueEmail('invitee-en');
    await byLabel(members, 'E-mail').fill(email);
    await members.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(page.getByText(`We sent an invitation to ${email}.`)).toBeVisible();
    const invitation = pending.getByRole('row').filter({ hasText: email });
    await expect(invitation.getByText('Pending invitation')).toBeVisible();
    await expect(invitation.getByRole('cell', { name: 'Member', exact: true })).toBeVisible();
    await dismissToasts(page);

    await invitation.getByRole('button', { name: `Withdraw the invitation of ${email}` }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `Withdraw the invitation of ${email}?` })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(page.getByText(`The invitation of ${email} was withdrawn.`)).toBeVisible();
    await expect(pending.getByText('There are no pending invitations.')).toBeVisible();
    await dismissToasts(page);

    const row = page
      .getByRole('table', { name: 'Members' })
      .getByRole('row')
      .filter({ hasText: member.email });
    await row.getByLabel(`Role of ${member.email}`).click();
    await page.getByRole('option', { name: 'Administrator' }).click();
    await expect(page.getByText(`New role for ${member.email}: Administrator.`)).toBeVisible();

    await row.getByRole('button', { name: `Remove ${member.email} from the company` }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `Remove ${member.email} from the company?` })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(page.getByText(`${member.email} is no longer part of the company.`)).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
