import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { FilterChips, SegmentedControl } from './SegmentedControl';

type Region = 'all' | 'americas' | 'europe' | 'asia' | 'africa';
const OPTIONS: { value: Region; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'americas', label: 'Americas' },
  { value: 'europe', label: 'Europe' },
  { value: 'asia', label: 'Asia' },
  { value: 'africa', label: 'Africa' },
];

function Harness({ chips = false }: { chips?: boolean }) {
  const [value, setValue] = useState<Region>('all');
  const Control = chips ? FilterChips : SegmentedControl;
  return <Control label="Region" options={OPTIONS} value={value} onChange={setValue} />;
}

describe('SegmentedControl', () => {
  it('is a radiogroup with one checked radio and one tab stop', () => {
    renderWithTheme(<Harness />);
    expect(screen.getByRole('radiogroup', { name: 'Region' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(screen.getByRole('radio', { name: 'All' })).toHaveAttribute('aria-checked', 'true');
    expect(radios.filter((radio) => radio.tabIndex === 0)).toHaveLength(1);
  });

  it('selects by click', async () => {
    renderWithTheme(<Harness chips />);
    await userEvent.click(screen.getByRole('radio', { name: 'Asia' }));
    expect(screen.getByRole('radio', { name: 'Asia' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'All' })).toHaveAttribute('aria-checked', 'false');
  });

  it('moves and selects with arrow keys, Home and End', async () => {
    renderWithTheme(<Harness />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Americas' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Americas' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('radio', { name: 'Africa' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'All' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Africa' })).toHaveFocus();
  });
});
