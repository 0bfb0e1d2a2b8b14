import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { IconList } from './IconList';

describe('IconList', () => {
  it('lists each text once, in order, each after a decorative icon, named by its label', () => {
    renderWithTheme(<IconList items={['1 website', 'Free SSL certificate']} label="Features of Lite" />);
    const list = screen.getByRole('list', { name: 'Features of Lite' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1 website', 'Free SSL certificate']);
    for (const item of items) expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders an empty list when there is nothing to say', () => {
    renderWithTheme(<IconList items={[]} label="Uses" />);
    expect(within(screen.getByRole('list', { name: 'Uses' })).queryAllByRole('listitem')).toHaveLength(0);
  });
});
