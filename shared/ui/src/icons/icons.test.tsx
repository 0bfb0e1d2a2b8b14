import { render, screen } from '@testing-library/react';
import { BrandLogo } from './BrandLogo';
import { Icon } from './Icon';
import { ICON_NAMES } from './icon-paths';

describe('Icon', () => {
  it('is decorative (aria-hidden) unless titled', () => {
    const { container } = render(<Icon name="cart" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('has role img and its title as name when titled', () => {
    render(<Icon name="bell" title="Notifications" size={32} />);
    const icon = screen.getByRole('img', { name: 'Notifications' });
    expect(icon).toHaveAttribute('width', '32');
    expect(icon).not.toHaveAttribute('aria-hidden');
  });

  it('draws every icon of the set', () => {
    for (const name of ['cart', 'home', 'bell', 'user', 'menu', 'globe', 'search', 'server', 'cloud', 'shield', 'close', 'check', 'chevron', 'gift', 'mail'] as const) {
      expect(ICON_NAMES).toContain(name);
    }
    const { container } = render(
      <>
        {ICON_NAMES.map((name) => (
          <Icon key={name} name={name} />
        ))}
      </>,
    );
    const drawn = Array.from(container.querySelectorAll('svg'));
    expect(drawn).toHaveLength(ICON_NAMES.length);
    for (const svg of drawn) expect(svg.childElementCount).toBeGreaterThan(0);
  });
});

describe('BrandLogo', () => {
  it('is named Storefront, also as a mark only', () => {
    render(
      <>
        <BrandLogo />
        <BrandLogo inverted markOnly />
      </>,
    );
    expect(screen.getAllByRole('img', { name: 'Storefront' })).toHaveLength(2);
  });
});
