import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { Checkbox } from './Checkbox';
import { PerPageSelect } from './PerPageSelect';
import { Select } from './Select';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled and describes itself by hint and error', () => {
    renderWithTheme(<TextField label="Email" hint="We never share it" error="Enter a valid email" required />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Enter a valid email');
  });

  it('is valid without an error and passes input props through', async () => {
    const onChange = jest.fn();
    renderWithTheme(<TextField label="Domain" name="domain" placeholder="example.com" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Domain' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, 'ab');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('keeps a hidden label as the accessible name', () => {
    renderWithTheme(<TextField label="Search domains" hideLabel type="search" />);
    expect(screen.getByRole('searchbox', { name: 'Search domains' })).toBeInTheDocument();
  });
});

describe('Select', () => {
  it('lists options under a label, with a placeholder and an error', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <Select
        label="Country"
        placeholder="Choose…"
        error="Required"
        options={[
          { value: 'KH', label: 'Cambodia' },
          { value: 'TH', label: 'Thailand' },
        ]}
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await userEvent.selectOptions(select, 'TH');
    expect(onChange).toHaveBeenCalledWith('TH');
  });
});

describe('PerPageSelect', () => {
  it('offers the choices and reports a number', async () => {
    function Harness() {
      const [perPage, setPerPage] = useState(10);
      return (
        <>
          <PerPageSelect label="Entries per page" choices={[10, 20, 50]} value={perPage} onChange={setPerPage} />
          <output>{perPage}</output>
        </>
      );
    }
    renderWithTheme(<Harness />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Entries per page' }), '50');
    expect(screen.getByRole('status')).toHaveTextContent('50');
  });
});

describe('Checkbox', () => {
  it('toggles by its label and reports errors', async () => {
    renderWithTheme(<Checkbox label="I agree to the terms" error="You must agree" />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must agree');
    await userEvent.click(screen.getByText('I agree to the terms'));
    expect(box).toBeChecked();
  });
});
