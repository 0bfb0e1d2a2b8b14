import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { balancedColumns, Grid } from './Grid';

const css = () => Array.from(document.querySelectorAll('style'), (element) => element.textContent).join('');

describe('balancedColumns', () => {
  it('fills every row but the last, which is never more than one item short', () => {
    expect(balancedColumns(3, 4)).toBe(3);
    expect(balancedColumns(4, 3)).toBe(2);
    expect(balancedColumns(5, 4)).toBe(3);
    expect(balancedColumns(6, 4)).toBe(3);
    expect(balancedColumns(7, 4)).toBe(4);
    expect(balancedColumns(8, 5)).toBe(4);
    expect(balancedColumns(20, 5)).toBe(5);
  });

  it('is one column when one fits or there is nothing to place', () => {
    expect(balancedColumns(5, 1)).toBe(1);
    expect(balancedColumns(0, 4)).toBe(1);
  });
});

describe('Grid', () => {
  it('picks the column count by its own width (container queries) for the number of items it holds', () => {
    renderWithTheme(
      <Grid as="ul" min={240} gap={20} aria-label="Steps">
        {['a', 'b', 'c', 'd'].map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Grid>,
    );
    expect(screen.getByRole('list', { name: 'Steps' }).children).toHaveLength(4);
    const styles = css();
    // 2 fit from 500 px (2 × 240 + 20): 2 + 2; 3 fit from 760 px: still 2 + 2, no 3 + 1; 4 fit from 1020 px: one row.
    expect(styles).toMatch(/@container \(min-width: ?500px\)\{[^}]*grid-template-columns:repeat\(2, minmax\(0, 1fr\)\)/);
    expect(styles).not.toMatch(/@container \(min-width: ?760px\)/);
    expect(styles).toMatch(/@container \(min-width: ?1020px\)\{[^}]*grid-template-columns:repeat\(4, minmax\(0, 1fr\)\)/);
  });

  it('caps the columns at maxColumns', () => {
    renderWithTheme(
      <Grid min={100} gap={10} maxColumns={2} data-testid="capped">
        {[1, 2, 3, 4, 5, 6].map((item) => (
          <span key={item}>{item}</span>
        ))}
      </Grid>,
    );
    expect(css()).not.toMatch(/repeat\(3, minmax/);
  });

  it('keeps auto-fill tracks for a CSS-length minimum', () => {
    renderWithTheme(
      <Grid min="20rem" data-testid="lengths">
        <span>a</span>
      </Grid>,
    );
    expect(css()).toMatch(/repeat\(auto-fill,\s*minmax\(min\(100%,\s*20rem\),\s*1fr\)\)/);
  });
});
