import { Drawer, Modal } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';

describe('theme', () => {
  it("gives an open dialog's title bar no banner landmark: the page keeps one header", async () => {
    renderWithProviders(
      <>
        <header>Huella</header>
        <Modal opened onClose={() => undefined} title="Importar">
          body
        </Modal>
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Importar' });
    expect(dialog.querySelector('header')).toBeNull();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
  });

  it("gives an open drawer's title bar no banner landmark either", async () => {
    renderWithProviders(
      <Drawer opened onClose={() => undefined} title="Cálculo">
        body
      </Drawer>,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Cálculo' });
    expect(drawer.querySelector('header')).toBeNull();
    expect(screen.queryAllByRole('banner')).toHaveLength(0);
  });
});
