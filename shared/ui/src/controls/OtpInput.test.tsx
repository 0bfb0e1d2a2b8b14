import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { OtpInput } from './OtpInput.chunk';

function Harness({ onComplete = jest.fn() }: { onComplete?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpInput label="Verification code" digitLabel={(i, n) => `Digit ${i} of ${n}`} value={value} onChange={setValue} onComplete={onComplete} error={value === '000000' ? 'Wrong code' : undefined} />
      <output>{value}</output>
    </>
  );
}

describe('OtpInput', () => {
  it('is a labelled group of labelled boxes', () => {
    renderWithTheme(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('advances while typing, ignores letters and completes', async () => {
    const onComplete = jest.fn();
    renderWithTheme(<Harness onComplete={onComplete} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('12a3456');
    expect(screen.getByRole('status')).toHaveTextContent('123456');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('goes back with Backspace', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('123{Backspace}{Backspace}');
    expect(screen.getByRole('status')).toHaveTextContent(/^1$/);
    expect(screen.getByRole('textbox', { name: 'Digit 2 of 6' })).toHaveFocus();
  });

  it('fills all boxes from a paste and shows an error', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('000 000');
    expect(screen.getByRole('status')).toHaveTextContent('000000');
    expect(screen.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveAccessibleDescription('Wrong code');
  });
});
