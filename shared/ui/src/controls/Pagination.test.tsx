import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { Pagination } from './Pagination.chunk';

function Harness({ pageCount = 20, initial = 1 }: { pageCount?: number; initial?: number }) {
  const [page, setPage] = useState(initial);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onChange={setPage}
      label="Pagination"
      pageLabel={(n) => `Page ${n}`}
      previousLabel="Previous page"
      nextLabel="Next page"
    />
  );
}

describe('Pagination', () => {
  it('is a named navigation with labelled page buttons and the current page marked', () => {
    renderWithTheme(<Harness />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 20' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('changes page by number, next and previous', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('disables next on the last page and hides when there is one page', () => {
    const { unmount } = renderWithTheme(<Harness pageCount={3} initial={3} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    unmount();
    renderWithTheme(<Harness pageCount={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
