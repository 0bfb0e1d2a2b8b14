import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { RadioCardGroup } from './RadioCardGroup.chunk';

function Methods({ onChange = () => undefined }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <RadioCardGroup
      legend="Payment method"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      options={[
        { value: 'card', label: 'Card', description: 'Visa, Mastercard', details: <p>Secured by 3-D Secure</p> },
        { value: 'wallet', label: 'Wallet', aside: <span>$1.00 fee</span> },
        { value: 'balance', label: 'Balance', disabled: true },
      ]}
      error={value ? undefined : 'Choose a payment method'}
    />
  );
}

describe('RadioCardGroup', () => {
  it('is a named group of radios with descriptions, asides and an error', () => {
    renderWithTheme(<Methods />);
    expect(screen.getByRole('group', { name: 'Payment method' })).toHaveAccessibleDescription('Choose a payment method');
    expect(screen.getByRole('radio', { name: 'Card' })).toHaveAccessibleDescription('Visa, Mastercard');
    expect(screen.getByText('$1.00 fee')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Balance' })).toBeDisabled();
    expect(screen.queryByText('Secured by 3-D Secure')).not.toBeInTheDocument();
  });

  it('selects by click and by arrow keys, and shows the chosen option details', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Methods onChange={onChange} />);
    await userEvent.click(screen.getByText('Card'));
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByText('Secured by 3-D Secure')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Wallet' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('wallet');
    expect(screen.queryByText('Choose a payment method')).not.toBeInTheDocument();
  });
});
