import { FileInput, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { theme } from './theme';

it("names a clearable file input's clear button once a file is chosen (axe button-name)", async () => {
  render(
    <MantineProvider theme={theme}>
      <FileInput label="Remittance file" clearable />
    </MantineProvider>,
  );
  const user = userEvent.setup();
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File(['invoice,amount'], 'remit.csv', { type: 'text/csv' }));
  expect(await screen.findByRole('button', { name: 'Remove the file' })).toBeInTheDocument();
});
