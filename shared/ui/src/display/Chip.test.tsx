import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { Chip } from './Chip';

describe('Chip', () => {
  it('shows a term with a named remove button', async () => {
    const onRemove = jest.fn();
    renderWithTheme(
      <Chip onRemove={onRemove} removeLabel="Remove mybrand">
        mybrand
      </Chip>,
    );
    expect(screen.getByText('mybrand')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove mybrand' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('has no button when it cannot be removed', () => {
    renderWithTheme(<Chip>.com</Chip>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
