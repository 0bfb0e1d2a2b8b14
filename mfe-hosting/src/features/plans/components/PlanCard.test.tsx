import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { selectCartCount } from '@storefront/platform';
import type { Product } from '@storefront/contracts';
import { registerHostingTranslations } from '../../../i18n/register';
import { PlanCard } from './PlanCard';

registerHostingTranslations();

const plan: Product = {
  key: 'sh-basic',
  type: 'shared-hosting',
  category: 'SHARED_HOSTING',
  name: 'Shared Basic',
  price: 299,
  features: ['3 websites', 'Free SSL certificate'],
  bestSeller: false,
};

const cart = (count: number) => ({ id: 'c', items: [], itemCount: count, subtotal: 0, updatedAt: '2026-01-01T00:00:00.000Z' });

describe('PlanCard', () => {
  it('adds the plan with the chosen billing period to the one cart', async () => {
    const api = fakeApi({ 'PUT /api/cart/items': () => cart(1) });
    const { store } = renderWithStorefront(<PlanCard plan={plan} type="shared-hosting" />);
    expect(screen.getByRole('heading', { name: 'Shared Basic' })).toBeInTheDocument();
    expect(screen.getByText('$2.99')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Billing period'), '24');
    await userEvent.click(screen.getByRole('button', { name: 'Add Shared Basic to cart' }));
    await waitFor(() => expect(selectCartCount(store.getState())).toBe(1));
    expect(api.calls[0]).toMatchObject({ method: 'PUT', url: '/api/cart/items', data: { items: [{ type: 'shared-hosting', package: 'sh-basic', months: 24 }] } });
    api.restore();
  });

  it('shows the api message when the add is refused', async () => {
    const api = fakeApi({ 'PUT /api/cart/items': () => new FakeError(404, { code: 'NOT_FOUND', message: 'This page could not be found' }) });
    renderWithStorefront(<PlanCard plan={plan} type="shared-hosting" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Shared Basic to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be found');
    api.restore();
  });
});
