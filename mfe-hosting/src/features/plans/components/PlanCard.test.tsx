import { screen } from '@testing-library/react';
import { renderWithStorefront } from '@storefront/testing';
import type { Product } from '@storefront/contracts';
import { PlanCard } from './PlanCard';

const plan: Product = {
  key: 'sh-basic',
  type: 'shared-hosting',
  category: 'SHARED_HOSTING',
  name: 'Shared Basic',
  price: 299,
  features: ['3 websites', 'Free SSL certificate'],
  bestSeller: false,
};

describe('PlanCard', () => {
  it('opens the plan in its configurator (a hosting plan is configured before the cart)', () => {
    renderWithStorefront(<PlanCard plan={plan} type="shared-hosting" />);
    expect(screen.getByRole('heading', { name: 'Shared Basic' })).toBeInTheDocument();
    expect(screen.getByText('$2.99')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Shared Basic' })).toHaveAttribute('href', '/hosting/shared/configure?plan=sh-basic');
    expect(screen.queryByRole('button', { name: 'Add Shared Basic to cart' })).not.toBeInTheDocument();
  });
});
