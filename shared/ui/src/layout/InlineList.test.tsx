import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { InlineList } from './InlineList';

describe('InlineList', () => {
  it('is a named list of its items, side by side and wrapping, without bullets or its own margins', () => {
    renderWithTheme(
      <InlineList aria-label="Topics">
        <li>Domains</li>
        <li>Hosting</li>
      </InlineList>,
    );
    const list = screen.getByRole('list', { name: 'Topics' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Domains', 'Hosting']);
    expect(list).toHaveStyle({ display: 'flex', flexWrap: 'wrap', gap: '8px', margin: '0px', padding: '0px', listStyle: 'none' });
  });
});
