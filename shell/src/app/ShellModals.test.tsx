import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@storefront/platform';
import { renderShell } from '../test/render-shell';
import { ShellModals } from './ShellModals';

describe('ShellModals', () => {
  it('opens the cart-added modal when a remote publishes cart/itemAdded', async () => {
    renderShell(<ShellModals />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      bus.publish('cart/itemAdded', {
        source: 'test',
        items: [
          {
            key: 'k1',
            type: 'domain',
            category: 'DOMAIN',
            title: 'example.com',
            description: 'Register, 1 year',
            period: 1,
            periodUnit: 'year',
            unitPrice: 1099,
            amount: 1099,
            data: {},
          },
        ],
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(dialog).toHaveTextContent('example.com');
    expect(dialog).toHaveTextContent('$10.99');
    await userEvent.click(screen.getByRole('button', { name: 'Continue shopping' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the login modal when something asks for a login', async () => {
    renderShell(<ShellModals />);
    act(() => bus.publish('auth/loginRequested', { reason: 'test' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email or username')).toBeInTheDocument();
  });
});
