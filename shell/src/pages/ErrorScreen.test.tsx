import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../test/render-shell';
import { ErrorScreen } from './ErrorScreen';

describe('ErrorScreen', () => {
  it('is the generic error screen of spec §2 with a way home and an optional retry', async () => {
    const retry = jest.fn();
    renderShell(<ErrorScreen onRetry={retry} />);
    expect(screen.getByRole('heading', { name: 'An Error Occurred' })).toBeInTheDocument();
    expect(screen.getByText('Please try following option instead')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalled();
  });
});
